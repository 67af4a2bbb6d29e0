import { useEffect } from "react";
import { openModalWhenFree } from "../../../components/modal/modal-store";
import { firstTimeThisSession } from "../../../lib/storage";
import { useSession } from "../../session";
import { getIdCheckStatus } from "../api/id-check";

/** After the first screen: the check's status call waits this long (decision 0047). */
export const ID_CHECK_DELAY_MS = 1500;
const SHOWN_KEY = "idCheckSession";

/**
 * The age and ID check of spec §4 for a signed-in active member: once per login, after the
 * first screen, the server says whether an ID check is asked (it evaluates age, membership and
 * the skip checks); if so the ID verification dialog opens after any dialog already open.
 */
export default function IdCheckTrigger() {
  const session = useSession();
  const sessionId = session.snapshot.sessionId;
  const active = session.hasValidCard;
  useEffect(() => {
    if (!active || !sessionId) return;
    const timer = window.setTimeout(() => {
      if (!firstTimeThisSession(SHOWN_KEY, sessionId)) return;
      getIdCheckStatus().then(
        (state) => {
          if (state.required) {
            openModalWhenFree("id-verification", { ageThreshold: state.age_threshold });
          }
        },
        (error: unknown) => console.error("The ID check status could not be read", error),
      );
    }, ID_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, sessionId]);
  return null;
}
