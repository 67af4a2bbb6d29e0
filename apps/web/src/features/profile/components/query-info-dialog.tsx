import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";

/** "Why we ask" (spec §2.8 query info): what the additional questions are for; Understood. */
export function QueryInfoDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "profile.queryInfo.title" })}
      description={intl.formatMessage({ id: "profile.queryInfo.body" })}
    >
      <div className="modal__actions">
        <Button type="button" variant="primary" onClick={onClose}>
          <FormattedMessage id="profile.queryInfo.understood" />
        </Button>
      </div>
    </Modal>
  );
}
