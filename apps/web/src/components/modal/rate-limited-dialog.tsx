import { FormattedMessage, useIntl } from "../../i18n/intl-lite";
import { Modal } from "./modal";

/** Spec §8: shown by the api client whenever the server answers 429. */
export function RateLimitedDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "rateLimited.title" })}
      description={intl.formatMessage({ id: "rateLimited.body" })}
    >
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          <FormattedMessage id="rateLimited.ok" />
        </button>
      </div>
    </Modal>
  );
}
