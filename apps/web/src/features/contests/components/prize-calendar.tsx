import type { ContestSummary } from "@spc/shared";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { calendarDays } from "../contest-time";

/**
 * The 12-days giveaway as a calendar: each day's prize opens on its day (Toronto time); earlier
 * days show as passed, later ones locked with their date.
 */
export function PrizeCalendar({ contest, now }: { contest: ContestSummary; now: Date }) {
  const intl = useIntl();
  const french = intl.locale.startsWith("fr");
  const days = calendarDays(contest, now);
  if (days.length === 0) return null;
  // The date is a calendar day: format it at noon UTC so every zone shows the same day.
  const dateText = (date: string) =>
    intl.formatDate(`${date}T12:00:00Z`, { timeZone: "UTC", month: "long", day: "numeric" });
  return (
    <section className="contest__section" aria-labelledby="contest-calendar">
      <h2 id="contest-calendar">
        <FormattedMessage id="contests.calendar.title" />
      </h2>
      <ol className="contest-calendar">
        {days.map((day) => (
          <li
            key={day.day}
            className={`contest-calendar__day contest-calendar__day--${day.state}`}
            aria-current={day.state === "today" ? "date" : undefined}
          >
            <span className="contest-calendar__number">
              <FormattedMessage id="contests.calendar.day" values={{ day: day.day }} />
            </span>
            <span className="contest-calendar__date">{dateText(day.date)}</span>
            {day.state === "locked" ? (
              <span className="contest-calendar__status">
                <FormattedMessage
                  id="contests.calendar.locked"
                  values={{ date: dateText(day.date) }}
                />
              </span>
            ) : (
              <>
                <span className="contest-calendar__prize">
                  {french ? day.name_fr : day.name_en}
                </span>
                <span className="contest-calendar__status">
                  {day.state === "today" ? (
                    <FormattedMessage id="contests.calendar.today" />
                  ) : (
                    <FormattedMessage id="contests.calendar.passed" />
                  )}
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
