import type { Blocker } from "react-router";
import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage } from "../../../i18n/intl-lite";

/** Asks before leaving a form with changes (useUnsavedChanges holds the navigation). */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === "blocked";
  return (
    <Modal
      open={open}
      onClose={() => blocker.reset?.()}
      title={<FormattedMessage id="admin.unsaved.title" />}
      description={<FormattedMessage id="admin.unsaved.body" />}
    >
      <div className="admin-actions">
        <Button variant="primary" onClick={() => blocker.reset?.()}>
          <FormattedMessage id="admin.unsaved.stay" />
        </Button>
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          <FormattedMessage id="admin.unsaved.leave" />
        </Button>
      </div>
    </Modal>
  );
}
