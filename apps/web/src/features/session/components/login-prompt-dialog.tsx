import { STORAGE_KEYS } from "@spc/shared";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Modal } from "../../../components/modal/modal";
import "../../offers/components/offer-dialogs.css";
import type { ModalPropsByType } from "../../../components/modal/modal-store";
import { writeString } from "../../../lib/storage";

/**
 * The login prompt of spec §2.8: create account, log in, start free trial, purchase, register.
 * `redirectTo` is stored as `redirectUrl` (spec §2.5) so the sign-in flow can come back to it.
 * Built with the offers work; the accounts work may take it over (it lives in features/session).
 */
export function LoginPromptDialog({
  redirectTo,
  onClose,
}: ModalPropsByType["login-prompt"] & { onClose: () => void }) {
  const intl = useIntl();
  const remember = () => {
    if (redirectTo) writeString(STORAGE_KEYS.redirectUrl, redirectTo);
    onClose();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "offer.loginPrompt.title" })}
      description={intl.formatMessage({ id: "offer.loginPrompt.body" })}
    >
      <div className="modal__actions offer-dialog__actions">
        <Link to="/login" className="button button--primary" onClick={remember}>
          <FormattedMessage id="offer.loginPrompt.login" />
        </Link>
        <Link to="/signup" className="button button--secondary" onClick={remember}>
          <FormattedMessage id="offer.loginPrompt.createAccount" />
        </Link>
        <Link to="/signup?freeTrial=true" className="button button--ghost" onClick={remember}>
          <FormattedMessage id="offer.loginPrompt.freeTrial" />
        </Link>
        <Link to="/signup?purchase=true" className="button button--ghost" onClick={remember}>
          <FormattedMessage id="offer.loginPrompt.purchase" />
        </Link>
      </div>
      <p className="offer-dialog__footnote">
        <Link to="/register" onClick={remember}>
          <FormattedMessage id="offer.loginPrompt.register" />
        </Link>
      </p>
    </Modal>
  );
}
