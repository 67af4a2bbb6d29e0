import { isLimitedTime } from "@spc/shared";
import { FormattedDate, FormattedMessage } from "../../../i18n/intl-lite";
import { useNow } from "../use-now";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Time left, coarse enough to read at a glance: days, then hours, then minutes. */
export function timeLeft(endMs: number, nowMs: number) {
  const left = Math.max(0, endMs - nowMs);
  if (left >= 2 * DAY_MS) return { unit: "day" as const, value: Math.floor(left / DAY_MS) };
  if (left >= HOUR_MS) return { unit: "hour" as const, value: Math.floor(left / HOUR_MS) };
  return { unit: "minute" as const, value: Math.max(1, Math.ceil(left / 60_000)) };
}

/** A limited-time offer's window: dates and a live "ends in …" while it runs. */
export function OfferWindow({
  offer,
}: {
  offer: { is_limited_time: boolean; lto_start_date: string | null; lto_end_date: string | null };
}) {
  const now = useNow(30_000);
  if (!offer.lto_start_date || !offer.lto_end_date || !offer.is_limited_time) return null;
  const running = isLimitedTime(offer, now);
  const end = Date.parse(offer.lto_end_date);
  const left = timeLeft(end, now.getTime());
  return (
    <div className="offer-window">
      {running && (
        <p className="offer-window__countdown">
          <FormattedMessage
            id={`offer.window.endsIn.${left.unit}`}
            values={{ count: left.value }}
          />
        </p>
      )}
      <p className="offer-window__dates">
        <FormattedMessage
          id="offer.window.dates"
          values={{
            start: <FormattedDate value={offer.lto_start_date} dateStyle="medium" />,
            end: <FormattedDate value={offer.lto_end_date} dateStyle="medium" />,
          }}
        />
      </p>
    </div>
  );
}
