import { FormattedMessage, useIntl } from "../../i18n/intl-lite";
import { Button } from "../button/button";
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
        <Button type="button" variant="primary" onClick={onClose}>
          <FormattedMessage id="rateLimited.ok" />
        </Button>
      </div>
    </Modal>
  );
}
