import { FormattedMessage } from "../../../i18n/intl-lite";
import { countdownTo } from "../contest-time";

/**
 * "Opens in 2 d 3 h 5 min": plain text, no live region (it would speak every minute); the
 * contest's state line above it is the live region, so only a change of state is announced.
 */
export function Countdown({
  target,
  now,
  kind,
}: {
  target: string;
  now: Date;
  kind: "opens" | "closes";
}) {
  const left = countdownTo(target, now);
  if (!left) return null;
  return (
    <p className="contest__countdown">
      {kind === "opens" ? (
        <FormattedMessage id="contests.countdown.opens" values={{ ...left }} />
      ) : (
        <FormattedMessage id="contests.countdown.closes" values={{ ...left }} />
      )}
    </p>
  );
}
