import { lazy, Suspense } from "react";
import { useSession } from "../../features/session";

// What the header adds for registered members, in a chunk of its own so the first load of any
// page carries none of it: the membership-expiry banner (spec §4), and for active members the
// age and ID check (spec §4, decision 0047), whose code loads after that.
const ExpiryBanner = lazy(() => import("../../features/membership/components/expiry-banner"));
const IdCheckTrigger = lazy(() => import("../../features/profile/components/id-check-trigger"));

export default function MemberExtras() {
  const session = useSession();
  return (
    <>
      <Suspense fallback={null}>
        <ExpiryBanner />
      </Suspense>
      {session.hasValidCard && (
        <Suspense fallback={null}>
          <IdCheckTrigger />
        </Suspense>
      )}
    </>
  );
}
