import { useNavigate } from "react-router";
import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import "../../../components/form/forms.css";

/**
 * Store-opened notice with two choices: a primary button that closes the dialog and goes to `to`,
 * and a link-style button that closes it (after `onDismiss`, e.g. remembering the choice). All
 * texts are message ids; `values` fill the body's placeholders.
 */
export function NavigateOrDismissDialog({
  titleId,
  bodyId,
  goId,
  dismissId,
  to,
  values,
  onDismiss,
}: {
  titleId: MessageId;
  bodyId: MessageId;
  goId: MessageId;
  dismissId: MessageId;
  to: string;
  values?: Record<string, string | number>;
  onDismiss?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id={titleId} />}
      description={<FormattedMessage id={bodyId} values={values} />}
    >
      <div className="auth-actions">
        <Button
          type="button"
          variant="primary"
          onClick={() => {
            closeModal();
            navigate(to);
          }}
        >
          <FormattedMessage id={goId} />
        </Button>
        <Button
          type="button"
          variant="link"
          onClick={() => {
            onDismiss?.();
            closeModal();
          }}
        >
          <FormattedMessage id={dismissId} />
        </Button>
      </div>
    </Modal>
  );
}
