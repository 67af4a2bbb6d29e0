import { LinkingGateTimer } from "../features/coffee-link";
import { SessionEffects as SessionBehaviour } from "../features/session";

/**
 * What runs once the app has started and is not a page: the session's effects, and the linking
 * gate's timer (spec §2.9), whose dialog and calls load only when it fires for a member.
 */
export function SessionEffects() {
  return (
    <>
      <SessionBehaviour />
      <LinkingGateTimer />
    </>
  );
}
