import { useState } from "react";
import { Button } from "../../../components/button/button";
import { ExternalButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { useOfferCode } from "../api/get-offer-code";
import type { OfferCodeDialogProps } from "../dialogs";
import { revealRefusal } from "../reveal/reveal-refusal";
import "./offer-dialogs.css";

/**
 * A member's code for an offer, with a copy button, and the partner link for online offers.
 * The server records every reveal and hands the same member the same code again, so the answer
 * is cached for the dialog's life and never retried.
 */
export function OfferCodeDialog({
  offerId,
  online,
  partnerName,
  onClose,
}: OfferCodeDialogProps & { onClose: () => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const id = String(offerId);
  const language = useLanguage();
  // The code answer carries the partner link too (offer_url, or offer_url_fr in French).
  const code = useOfferCode(id, { online, language });
  const url = online ? code.data?.url : null;

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: "offer.code.title" }, { partner: partnerName })}
    >
      {code.isPending && (
        <p role="status">
          <FormattedMessage id="offer.code.loading" />
        </p>
      )}
      {code.isError && (
        <p role="alert">
          <FormattedMessage id={revealRefusal(code.error) ?? "offer.code.error"} />
        </p>
      )}
      {code.data?.code && (
        <div className="offer-code">
          <span className="offer-code__value">{code.data.code}</span>
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() => copy(code.data.code ?? "")}
          >
            <FormattedMessage id={copied ? "offer.code.copied" : "offer.code.copy"} />
          </Button>
        </div>
      )}
      {code.data && !code.data.code && (
        <p>
          <FormattedMessage id={url ? "offer.code.linkOnly" : "offer.code.noCodeNeeded"} />
        </p>
      )}
      <p className="visually-hidden" role="status">
        {copied && <FormattedMessage id="offer.code.copiedAnnouncement" />}
      </p>
      {url && (
        <div className="modal__actions offer-dialog__actions">
          <ExternalButtonLink variant="primary" href={url}>
            <FormattedMessage id="offer.code.openSite" values={{ partner: partnerName }} />
          </ExternalButtonLink>
        </div>
      )}
    </Modal>
  );
}
