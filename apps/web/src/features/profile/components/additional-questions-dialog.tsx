import { useEffect } from "react";
import { Modal } from "../../../components/modal/modal";
import { useIntl } from "../../../i18n/intl-lite";
import { useSession } from "../../session";
import { AdditionalQuestionsForm } from "./additional-questions-form";
import "../../../components/form/forms.css";

/** The additional-questions modal (spec §4); it closes by itself once nobody is logged in. */
export function AdditionalQuestionsDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const session = useSession();
  const loggedOut = !session.loading && !session.isLoggedIn;

  useEffect(() => {
    if (loggedOut) onClose();
  }, [loggedOut, onClose]);

  if (loggedOut) return null;
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "profile.additional.title" })}
      description={intl.formatMessage({ id: "profile.additional.lead" })}
    >
      <AdditionalQuestionsForm onSaved={onClose} />
    </Modal>
  );
}
