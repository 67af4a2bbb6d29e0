import { CURRENCY_BY_COUNTRY } from "@spc/shared";
import { useState } from "react";
import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { closeModal } from "../../../components/modal/modal-store";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { formatCents } from "../../../lib/money";
import { usePublicConfig } from "../../content";
import type { NewMemberPromoDialogProps } from "../dialogs";
import { referralLink } from "../promo-rule";
import "./new-member-promo-dialog.css";

type CopyState = "idle" | "copied" | "failed";

/**
 * The new-member promotion (spec §2.8; decision 0053): welcomes a new member and invites them to
 * share their referral code; a friend who joins with it saves what checkout really gives
 * referral codes (the discount comes from the API). "Share" appears where the browser can share.
 */
export function NewMemberPromoDialog({ code, discount }: NewMemberPromoDialogProps) {
  const intl = useIntl();
  const [copy, setCopy] = useState<CopyState>("idle");
  const currency = CURRENCY_BY_COUNTRY[usePublicConfig().data?.country ?? "ca"];
  const amount =
    discount.type === "percent"
      ? intl.formatNumber(discount.value / 100, { style: "percent" })
      : formatCents(discount.value, intl.locale, currency);
  const language = intl.locale.startsWith("fr") ? "fr" : "en";
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: intl.formatMessage({ id: "newMemberPromo.shareTitle" }),
        text: intl.formatMessage({ id: "newMemberPromo.shareText" }, { code, discount: amount }),
        url: referralLink(window.location.origin, language, code),
      });
    } catch {
      // Cancelled by the person, or refused by the browser: nothing to say.
    }
  };

  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage id="newMemberPromo.title" />}
      description={<FormattedMessage id="newMemberPromo.body" />}
    >
      <p className="new-member-promo__offer">
        <FormattedMessage
          id="newMemberPromo.offer"
          values={{
            code: <strong className="new-member-promo__code">{code}</strong>,
            discount: amount,
          }}
        />
      </p>
      <div className="new-member-promo__actions">
        <Button type="button" variant="primary" onClick={() => void copyCode()}>
          <FormattedMessage id="newMemberPromo.action.copy" />
        </Button>
        {canShare && (
          <Button type="button" variant="secondary" onClick={() => void share()}>
            <FormattedMessage id="newMemberPromo.action.share" />
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={closeModal}>
          <FormattedMessage id="newMemberPromo.action.later" />
        </Button>
      </div>
      <p role="status" aria-live="polite" className="new-member-promo__status">
        {copy === "copied" && intl.formatMessage({ id: "newMemberPromo.copied" })}
        {copy === "failed" && intl.formatMessage({ id: "newMemberPromo.copyFailed" }, { code })}
      </p>
    </Modal>
  );
}
