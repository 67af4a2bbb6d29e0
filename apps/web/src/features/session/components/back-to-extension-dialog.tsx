import { useState } from "react";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { CLOSE_GRACE_MS } from "../use-extension-handoff";
import "../../../components/form/forms.css";

/**
 * Back to the extension (spec §2.8): the member's extension is signed in, but the browser kept the
 * tab the extension opened. "Close this tab" tries once more (a tab a script opened closes) and,
 * if the browser refuses, says how; "Browse deals" keeps them on the site.
 */
export function BackToExtensionDialog({ onClose }: { onClose: () => void }) {
  const [stillOpen, setStillOpen] = useState(false);
  const closeTab = () => {
    window.close();
    window.setTimeout(() => setStillOpen(!window.closed), CLOSE_GRACE_MS);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={<FormattedMessage id="extension.back.title" />}
      description={<FormattedMessage id="extension.back.body" />}
    >
      <p role="status">{stillOpen && <FormattedMessage id="extension.back.stillOpen" />}</p>
      <div className="auth-actions">
        <Button type="button" variant="primary" onClick={closeTab}>
          <FormattedMessage id="extension.back.closeTab" />
        </Button>
        <ButtonLink variant="link" to="/deals" onClick={onClose}>
          <FormattedMessage id="extension.back.browse" />
        </ButtonLink>
      </div>
    </Modal>
  );
}
