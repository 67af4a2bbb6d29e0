import { useEffect, useRef } from "react";

const fired = new Set<string>();

/**
 * The start notices' timer (acquisition promo, new-member promotion): `delayMs` after a member
 * (`userId`) is known, `fire` runs — once per page load for that notice and member, so a
 * re-render or a session refresh does not ask again. No member (null), nothing runs.
 */
export function useMemberStartTimer(
  notice: string,
  userId: string | null,
  delayMs: number,
  fire: (userId: string) => void,
) {
  const latest = useRef(fire);
  latest.current = fire;
  useEffect(() => {
    const key = `${notice}:${userId}`;
    if (!userId || fired.has(key)) return;
    const timer = window.setTimeout(() => {
      fired.add(key);
      latest.current(userId);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [notice, userId, delayMs]);
}
