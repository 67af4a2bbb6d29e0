import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import type { SchoolPortalResultDialogProps } from "../dialogs";

const TEXT: Record<SchoolPortalResultDialogProps["outcome"], [MessageId, MessageId]> = {
  registered: ["campus.register.successTitle", "campus.register.successBody"],
  already: ["campus.register.alreadyTitle", "campus.register.alreadyBody"],
  failed: ["campus.register.failedTitle", "campus.register.failedBody"],
};

/** The school-portal registration's result (spec §4, §8 'School Portal Registration failed'). */
export function SchoolPortalResultDialog({ outcome }: SchoolPortalResultDialogProps) {
  const [title, body] = TEXT[outcome];
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id={title} />}
      description={<FormattedMessage id={body} />}
    >
      <div className="modal__actions">
        {outcome === "failed" ? (
          <Button type="button" variant="primary" onClick={closeModal}>
            <FormattedMessage id="campus.register.close" />
          </Button>
        ) : (
          <ButtonLink to="/deals" variant="primary" onClick={closeModal}>
            <FormattedMessage id="campus.register.deals" />
          </ButtonLink>
        )}
      </div>
    </Modal>
  );
}
