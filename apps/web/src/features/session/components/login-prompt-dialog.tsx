import { Link } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
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
        <ButtonLink to="/login" variant="primary" onClick={remember}>
          <FormattedMessage id="offer.loginPrompt.login" />
        </ButtonLink>
        <CreateAccountLink variant="secondary" redirectTo={redirectTo}>
          <FormattedMessage id="offer.loginPrompt.createAccount" />
        </CreateAccountLink>
        <ButtonLink to="/register" variant="ghost" onClick={remember}>
          <FormattedMessage id="offer.loginPrompt.freeTrial" />
        </ButtonLink>
        <ButtonLink
          to={`/signup?${PURCHASE_NAVIGATION_PARAM}=true`}
          variant="ghost"
          onClick={remember}
        >
          <FormattedMessage id="offer.loginPrompt.purchase" />
        </ButtonLink>
      </div>
      <p className="session-prompt__footnote">
        <Link to="/register" onClick={remember}>
          <FormattedMessage id="offer.loginPrompt.register" />
        </Link>
      </p>
    </Modal>
  );
}
