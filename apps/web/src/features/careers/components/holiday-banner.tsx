import { useLanguage } from "../../../i18n/language-store";
import { useActiveHolidays } from "../api/get-holidays";

/**
 * The running holiday events (GET /api/careers/holiday/active) as a banner above the careers
 * page. Nothing while loading, when none runs or when the call fails (spec §8: logged only).
 * The events' own pages (the /:id catch-all) are not shown yet, so the banner does not link.
 */
export function HolidayBanner() {
  const language = useLanguage();
  const holidays = useActiveHolidays();
  if (!holidays.data || holidays.data.length === 0) return null;
  return (
    <aside className="careers-holiday" aria-label={holidays.data[0]?.[`title_${language}`]}>
      {holidays.data.map((event) => (
        <div key={event.id} className="careers-holiday__event" data-testid="holiday-banner">
          <p className="careers-holiday__title">{event[`title_${language}`]}</p>
          {event[`summary_${language}`] && (
            <p className="careers-holiday__summary">{event[`summary_${language}`]}</p>
          )}
        </div>
      ))}
    </aside>
  );
}
