import type { AdminOffer } from "@spc/shared";
import { useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { Modal } from "../../../components/modal/modal";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { useSetOfferStatus } from "../api/set-offer-status";
import { statusActions } from "../offer-form-values";

/** Publish (draft or delisted → active) or delist (active → delisted), each confirmed first. */
export function OfferStatusActions({ offer, unsaved }: { offer: AdminOffer; unsaved: boolean }) {
  const move = useSetOfferStatus(offer.id);
  const [asking, setAsking] = useState<"publish" | "delist" | null>(null);
  const [error, setError] = useState<MessageId | null>(null);
  const [done, setDone] = useState<"publish" | "delist" | null>(null);
  const actions = statusActions(offer.status);

  async function confirm() {
    if (!asking) return;
    setError(null);
    try {
      await move.mutateAsync(asking === "publish" ? "active" : "delisted");
      setDone(asking);
      setAsking(null);
    } catch (caught) {
      setError(
        errorMessageId(caught, "admin.status.error.generic", {
          conflict: "admin.status.error.conflict",
          forbidden: "admin.error.role",
        }),
      );
    }
  }

  if (actions.length === 0) {
    return (
      <p className="admin-hint">
        <FormattedMessage id="admin.status.none" />
      </p>
    );
  }
  return (
    <div className="admin-status-actions">
      {unsaved && (
        <p className="admin-hint">
          <FormattedMessage id="admin.status.unsaved" />
        </p>
      )}
      <div className="admin-actions">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === "publish" ? "primary" : "secondary"}
            onClick={() => {
              setError(null);
              setDone(null);
              setAsking(action);
            }}
          >
            <FormattedMessage
              id={action === "publish" ? "admin.status.publish" : "admin.status.delist"}
            />
          </Button>
        ))}
      </div>
      <div aria-live="polite">
        {done && (
          <FormAlert tone="success">
            <FormattedMessage
              id={done === "publish" ? "admin.status.published" : "admin.status.delisted"}
            />
          </FormAlert>
        )}
      </div>
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={
          <FormattedMessage
            id={asking === "delist" ? "admin.status.delistTitle" : "admin.status.publishTitle"}
          />
        }
        description={
          <FormattedMessage
            id={asking === "delist" ? "admin.status.delistBody" : "admin.status.publishBody"}
          />
        }
      >
        <FormError message={error} />
        <div className="admin-actions">
          <Button variant="primary" busy={move.isPending} onClick={() => void confirm()}>
            <FormattedMessage
              id={
                asking === "delist" ? "admin.status.delistConfirm" : "admin.status.publishConfirm"
              }
            />
          </Button>
          <Button variant="secondary" onClick={() => setAsking(null)}>
            <FormattedMessage id="admin.dialog.cancel" />
          </Button>
        </div>
      </Modal>
    </div>
  );
}
