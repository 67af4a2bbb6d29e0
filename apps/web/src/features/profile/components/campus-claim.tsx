import type { StudentStatus } from "@spc/shared";
import { useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { ApiError } from "../../../lib/api-client";
import { claimCampusCard } from "../api/id-check";

/**
 * The campus card claim (decisions 0041, 0047): a verified student whose school has campus codes
 * left opens the "remaining campus code" dialog (spec §2.8), which takes one and shows the card;
 * when none is left the §8 'no remaining campus code' message shows instead.
 */
export function CampusClaim({
  status,
  onClaimed,
}: {
  status: StudentStatus;
  onClaimed: (status: StudentStatus) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);
  const [card, setCard] = useState<string | null>(null);

  const claimed = status.campus_card_claimed;
  if (!open && !claimed && (!status.active || status.campus_codes_remaining < 1)) return null;

  async function claim() {
    setBusy(true);
    setError(null);
    try {
      const answer = await claimCampusCard();
      setCard(answer.card_number);
      onClaimed({ ...status, campus_card_claimed: true, campus_codes_remaining: answer.remaining });
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.code === "no_remaining_campus_code"
          ? "student.error.noCampusCode"
          : "student.error.generic",
      );
    } finally {
      setBusy(false);
    }
  }

  const number = card?.replace(/(\d{4})(?=\d)/g, "$1 ");
  return (
    <>
      {claimed ? (
        <p>
          <FormattedMessage id="student.campus.claimed" />
        </p>
      ) : (
        <Button type="button" variant="primary" onClick={() => setOpen(true)}>
          <FormattedMessage id="student.campus.button" />
        </Button>
      )}
      {open && (
        <Modal
          open
          onClose={() => setOpen(false)}
          title={intl.formatMessage({ id: "student.campus.title" })}
          description={
            card
              ? intl.formatMessage({ id: "student.campus.done" })
              : intl.formatMessage(
                  { id: "student.campus.remaining" },
                  { count: status.campus_codes_remaining },
                )
          }
        >
          {card && (
            <p className="student-campus-card">
              <FormattedMessage id="student.campus.card" values={{ number }} />
            </p>
          )}
          {error && (
            <FormAlert>
              <FormattedMessage id={error} />
            </FormAlert>
          )}
          <div className="modal__actions">
            {!card && !error && (
              <Button
                type="button"
                variant="primary"
                onClick={() => void claim()}
                disabled={busy}
                aria-busy={busy || undefined}
              >
                <FormattedMessage id="student.campus.claim" />
              </Button>
            )}
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              <FormattedMessage id="student.campus.close" />
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
