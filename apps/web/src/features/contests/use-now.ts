import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `everyMs` (a minute by default): countdowns show minutes, so
 * the page re-renders once a minute, not every second.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
