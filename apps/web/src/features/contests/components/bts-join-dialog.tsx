import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { keepPurchaseCode } from "../../purchase";
import type { BtsJoinDialogProps } from "../dialogs";

/** Where joining through an event leads: the purchase with the event's school code kept. */
export function btsJoinTarget(schoolCode: string | null): string {
  return schoolCode ? `/purchase?${new URLSearchParams({ code: schoolCode })}` : "/purchase";
}

/**
 * The back-to-school join dialog (spec §2.8): an active /bts-2025 event link invites the visitor
 * to join; the purchase keeps the event's school code (a signed-out visitor creates the account
 * on the way, the purchase step's own rule, and finds the code kept at /signup/purchase).
 */
export function BtsJoinDialog({ eventName, schoolCode }: BtsJoinDialogProps) {
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id="contests.event.activeTitle" />}
      description={<FormattedMessage id="contests.event.activeBody" values={{ name: eventName }} />}
    >
      {schoolCode && (
        <p>
          <FormattedMessage id="contests.event.schoolCode" values={{ code: schoolCode }} />
        </p>
      )}
      <div className="modal__actions">
        <ButtonLink
          to={btsJoinTarget(schoolCode)}
          variant="primary"
          onClick={() => {
            // Kept before leaving: a visitor is sent to sign up first, then to the purchase.
            if (schoolCode) keepPurchaseCode(schoolCode);
            closeModal();
          }}
        >
          <FormattedMessage id="contests.event.join" />
        </ButtonLink>
        <Button type="button" variant="secondary" onClick={closeModal}>
          <FormattedMessage id="contests.event.later" />
        </Button>
      </div>
    </Modal>
  );
}
