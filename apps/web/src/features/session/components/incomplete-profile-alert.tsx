import { shouldShowIncompleteProfileAlert } from "@spc/shared";
import { useLocation } from "react-router";
import { Button } from "../../../components/button/button";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePublicConfig } from "../../content";
import { isSnapshotProfileComplete, useSession } from "../session-query";

/**
 * The incomplete-profile alert (spec §4): valid members whose profile misses an additional
 * answer, except on profile, sign-up, activation and summary routes. Opens the questions modal.
 */
export function IncompleteProfileAlert() {
  const { pathname } = useLocation();
  const view = useSession();
  const country = usePublicConfig().data?.country ?? "ca";
  const show =
    view.snapshot.profile !== null &&
    shouldShowIncompleteProfileAlert({
      isValidMember: view.isRegistered,
      profileComplete: isSnapshotProfileComplete(view.snapshot, country),
      pathname,
    });
  if (!show) return null;
  return (
    <aside className="incomplete-profile" aria-labelledby="incomplete-profile-text">
      <p id="incomplete-profile-text">
        <FormattedMessage id="profile.incomplete.body" />
      </p>
      <Button
        type="button"
        variant="primary"
        size="small"
        aria-haspopup="dialog"
        onClick={() => openModal("additional-questions")}
      >
        <FormattedMessage id="profile.incomplete.action" />
      </Button>
    </aside>
  );
}
