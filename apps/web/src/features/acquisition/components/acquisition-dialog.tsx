import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { ApiError } from "../../../lib/api-client";
import { trackEvent } from "../../cookies";
import { sessionKeys } from "../../session";
import { redeemAcquisition } from "../api";
import type { AcquisitionDialogProps } from "../dialogs";
import "./acquisition-dialog.css";

type Step = "offer" | "redeeming" | "done" | "taken" | "failed";

/**
 * The acquisition promo (spec §2.8): a signed-in member without a membership may take the
 * campaign's 30-day membership; "Redeem" calls may-acquisition with redeem=true and tells the result.
 */
export function AcquisitionDialog(_props: AcquisitionDialogProps) {
  const client = useQueryClient();
  const [step, setStep] = useState<Step>("offer");
  const redeem = async () => {
    setStep("redeeming");
    try {
      await redeemAcquisition();
      trackEvent("acquisition_redeemed");
      setStep("done");
      // The new card changes the header, the gates and the member's pages.
      await client.invalidateQueries({ queryKey: sessionKeys.snapshot() });
      await client.invalidateQueries({ queryKey: sessionKeys.memberData() });
    } catch (error) {
      setStep(error instanceof ApiError && error.code === "not_eligible" ? "taken" : "failed");
    }
  };

  if (step === "done") {
    return (
      <Modal
        open
        onClose={closeModal}
        title={<FormattedMessage id="acquisition.done.title" />}
        description={<FormattedMessage id="acquisition.done.body" />}
      >
        <div className="acquisition-actions">
          <ButtonLink variant="primary" to="/deals" onClick={closeModal}>
            <FormattedMessage id="acquisition.done.shop" />
          </ButtonLink>
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id="acquisition.offer.title" />}
      description={<FormattedMessage id="acquisition.offer.body" />}
    >
      {(step === "taken" || step === "failed") && (
        <p role="alert">
          <FormattedMessage
            id={step === "taken" ? "acquisition.error.taken" : "acquisition.error.failed"}
          />
        </p>
      )}
      <div className="acquisition-actions">
        {step !== "taken" && (
          <Button
            type="button"
            variant="primary"
            onClick={redeem}
            disabled={step === "redeeming"}
            aria-busy={step === "redeeming" || undefined}
          >
            <FormattedMessage id="acquisition.offer.redeem" />
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={closeModal}>
          <FormattedMessage id="acquisition.offer.later" />
        </Button>
      </div>
    </Modal>
  );
}
