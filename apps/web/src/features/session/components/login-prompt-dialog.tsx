import { Link } from "react-router";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { LoginPromptDialogProps } from "../dialogs";
import { PURCHASE_NAVIGATION_PARAM } from "../gating";
import { rememberRedirect } from "../redirect-memory";
import { CreateAccountLink } from "./create-account-link";
import "./session.css";

/**
 * The login prompt of spec §2.8: create account, log in, start free trial, purchase, register.
 * `redirectTo` is stored as `redirectUrl` (spec §2.5) so the sign-in flow comes back to it.
 * Opened by the offers pages (reason "offer", the default) and by page gating (reason "page").
 */
export function LoginPromptDialog({
  redirectTo,
  reason = "offer",
  onClose,
}: LoginPromptDialogProps & { onClose: () => void }) {
  const intl = useIntl();
  const remember = () => {
    if (redirectTo) rememberRedirect(redirectTo);
    onClose();
  };
  const page = reason === "page";
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: page ? "auth.gate.title" : "offer.loginPrompt.title" })}
      description={intl.formatMessage({ id: page ? "auth.gate.body" : "offer.loginPrompt.body" })}
    >
      <div className="modal__actions session-prompt__actions">
        <Link to="/login" className="button button--primary" onClick={remember}>
          <FormattedMessage id="offer.loginPrompt.login" />
        </Link>
        <CreateAccountLink className="button button--secondary" redirectTo={redirectTo}>
          <FormattedMessage id="offer.loginPrompt.createAccount" />
        </CreateAccountLink>
        <Link to="/register" className="button button--ghost" onClick={remember}>
          <FormattedMessage id="offer.loginPrompt.freeTrial" />
        </Link>
        <Link
          to={`/signup?${PURCHASE_NAVIGATION_PARAM}=true`}
          className="button button--ghost"
          onClick={remember}
        >
          <FormattedMessage id="offer.loginPrompt.purchase" />
        </Link>
      </div>
      <p className="session-prompt__footnote">
        <Link to="/register" onClick={remember}>
          <FormattedMessage id="offer.loginPrompt.register" />
        </Link>
      </p>
    </Modal>
  );
}
