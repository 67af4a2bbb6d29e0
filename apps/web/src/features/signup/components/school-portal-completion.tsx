import { useEffect } from "react";
import { openModalWhenFree } from "../../../components/modal/modal-store";
import { firstTimeThisSession } from "../../../lib/storage";
import { useSession } from "../../session";
import { readCampusToken } from "../campus";

const TRIED_KEY = "schoolPortalTried";

/**
 * Spec §4 school-portal registration: once the student the portal sent (/campus, token stored)
 * is a registered member — after signing up or logging in, on whatever page — the registration
 * runs once per session; its code loads only then. The result opens as a dialog.
 */
export function SchoolPortalCompletion() {
  const { isRegistered, snapshot } = useSession();
  const sessionId = snapshot.sessionId;
  useEffect(() => {
    if (!isRegistered || !sessionId) return;
    const token = readCampusToken();
    if (!token || !firstTimeThisSession(TRIED_KEY, sessionId)) return;
    void import("../school-portal-registration")
      .then((m) => m.completeSchoolPortalRegistration(token))
      .then((outcome) => openModalWhenFree("school-portal-result", { outcome }));
  }, [isRegistered, sessionId]);
  return null;
}
