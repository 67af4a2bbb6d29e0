import { Modal } from "../../../components/modal/modal";
import { closeModal, openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { LinkForm } from "./link-form";
import "./coffee-link.css";

/** The linking gate (spec §2.8, §2.9): the link form for an unlinked member. */
export function LinkGateDialog() {
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id="coffeeLink.gate.title" />}
      description={<FormattedMessage id="coffeeLink.gate.lead" />}
    >
      <LinkForm
        onLinked={(status) => {
          // Spec §4: on success close, then the congratulations.
          closeModal();
          openModal("coffee-link-congrats", { email: status.th_email ?? "" });
        }}
      />
    </Modal>
  );
}
