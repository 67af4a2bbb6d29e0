import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { setSessionProfile, updateProfile } from "../../session";

/** The policy-update notice (spec §4): dismissing it sets alerts.policy to 1 on the profile. */
export function PolicyNoticeDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  async function acknowledge() {
    setBusy(true);
    try {
      setSessionProfile(await updateProfile({ alerts: { policy: 1 } }));
    } catch (error) {
      // It will be shown again at the next login; nothing else to do.
      console.error("Saving the policy acknowledgement failed", error);
    }
    onClose();
  }

  return (
    <Modal
      open
      onClose={() => void acknowledge()}
      title={intl.formatMessage({ id: "profile.policy.title" })}
      description={intl.formatMessage({ id: "profile.policy.body" })}
    >
      <p>
        <Link to="/privacy" onClick={() => void acknowledge()}>
          <FormattedMessage id="profile.policy.read" />
        </Link>
      </p>
      <div className="modal__actions">
        <Button
          type="button"
          variant="primary"
          onClick={() => void acknowledge()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          <FormattedMessage id="profile.policy.ok" />
        </Button>
      </div>
    </Modal>
  );
}
