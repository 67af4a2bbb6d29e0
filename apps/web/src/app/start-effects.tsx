import { lazy, Suspense } from "react";
import { AcquisitionTimer } from "../features/acquisition";
import { LinkingGateTimer } from "../features/coffee-link";
import { NewMemberPromoTimer } from "../features/new-member-promo";
import { PopupMessageTimer } from "../features/notifications";
import { SessionEffects as SessionBehaviour } from "../features/session";

// The school-portal registration (spec §4) of a student a school portal sent: its own chunk.
const SchoolPortalCompletion = lazy(() =>
  import("../features/signup/components/school-portal-completion").then((m) => ({
    default: m.SchoolPortalCompletion,
  })),
);

import { useAfterLoad } from "../lib/use-after-load";

// The e-mail opt-in pop-up's timer (spec §2.9; decision 0045): its code loads once the page has.
const EmailOptPopup = lazy(() =>
  import("../features/email-opt").then((m) => ({ default: m.EmailOptPopup })),
);

/**
 * What runs once the app has started and is not a page: the session's effects, and the linking
 * gate's timer (spec §2.9), whose dialog and calls load only when it fires for a member, and the
 * e-mail opt-in pop-up's timer, loaded after the page.
 */
export function SessionEffects() {
  const loaded = useAfterLoad();
  return (
    <>
      <SessionBehaviour />
      <LinkingGateTimer />
      {/* The acquisition promo's timer (decision 0050): its dialog and call load when it fires. */}
      <AcquisitionTimer />
      {/* The new-member promotion's timer (decision 0053): members with a valid card only. */}
      <NewMemberPromoTimer />
      {/* The popup message (decision 0054): watches the bell's list; its dialog loads when it fires. */}
      <PopupMessageTimer />
      <Suspense fallback={null}>
        <SchoolPortalCompletion />
      </Suspense>
      {loaded && (
        <Suspense fallback={null}>
          <EmailOptPopup />
        </Suspense>
      )}
    </>
  );
}
