import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { useMarkNotificationRead } from "../api/update-notifications";
import type { PopupMessageDialogProps } from "../dialogs";
import { notificationMessage } from "../notification-view";
import "./popup-message-dialog.css";

const TITLES: Record<string, MessageId> = {
  contest_won: "notifications.popup.title.contest_won",
  renewal_payment_failed: "notifications.popup.title.renewal_payment_failed",
};

/**
 * The popup message (spec §2.8; decision 0054): an important notification the member has not
 * read, said exactly as the centre says it. "See details" (when it has a link) and "Close" —
 * Escape too — mark it read, so it pops up once and the centre keeps it, read.
 */
export function PopupMessageDialog({ notification }: PopupMessageDialogProps) {
  const intl = useIntl();
  const markRead = useMarkNotificationRead();
  const message = notificationMessage(notification, intl.locale.startsWith("fr") ? "fr" : "en");
  const leave = () => {
    if (!markRead.isPending && !markRead.isSuccess) markRead.mutate(notification.id);
    closeModal();
  };
  return (
    <Modal
      open
      onClose={leave}
      showCloseButton={false}
      title={
        <FormattedMessage
          id={TITLES[notification.message_key] ?? "notifications.popup.title.default"}
        />
      }
      description={<FormattedMessage id={message.id} values={message.values} />}
    >
      <div className="popup-message-actions">
        {notification.link && (
          <ButtonLink variant="primary" to={notification.link} onClick={leave}>
            <FormattedMessage id="notifications.popup.details" />
          </ButtonLink>
        )}
        <Button type="button" variant={notification.link ? "secondary" : "primary"} onClick={leave}>
          <FormattedMessage id="notifications.popup.close" />
        </Button>
      </div>
    </Modal>
  );
}
