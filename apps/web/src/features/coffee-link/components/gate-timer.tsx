import { useEffect } from "react";
import { useSession } from "../../session";
import { gateDelay } from "../gate-rule";

/** Members the gate already checked for in this page load (once per start). */
const checked = new Set<string>();

/**
 * Mounted once with the session effects: for a signed-in, registered member, 5000 ms after the
 * app started (spec §2.9), it loads the gate's code and lets it decide. Visitors load nothing.
 */
export function LinkingGateTimer() {
  const view = useSession();
  const userId = view.isRegistered ? (view.snapshot.user?.id ?? null) : null;
  useEffect(() => {
    if (!userId || checked.has(userId)) return;
    const timer = window.setTimeout(() => {
      checked.add(userId);
      void import("../gate")
        .then((gate) => gate.openLinkingGate(window.location.pathname))
        .catch(() => {});
    }, gateDelay(performance.now()));
    return () => window.clearTimeout(timer);
  }, [userId]);
  return null;
}
