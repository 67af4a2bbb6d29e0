import { CURRENCY_BY_COUNTRY } from "@spc/shared";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { Modal } from "../../../components/modal/modal";
import { closeModal, openModal } from "../../../components/modal/modal-store";
import { FormattedDate, FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { formatDiscount } from "../../../lib/money";
import { queryClient } from "../../../lib/query-client";
import { usePublicConfig } from "../../content";
import {
  readBillingPromo,
  setAutoRenew,
  storeBillingPromo,
  useAutoRenewStatus,
} from "../auto-renew";
import type { IncentiveCouponDialogProps } from "../dialogs";
import "../../../components/form/forms.css";

/**
 * What the dialog shows: the offer; the "auto-renew discount applied" outcome; the coupon refused
 * (turn auto-renew on without it); auto-renew on without the code.
 */
export type IncentiveCouponState = "confirm" | "applied" | "unavailable" | "enabled";

function dayOf(value: string): Date {
  const [year, month, day] = value.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** Back after the payment-method dialog: the code applied only if it was still kept (not refused). */
function initialState({ coupon, enabled }: IncentiveCouponDialogProps): IncentiveCouponState {
  if (!enabled) return "confirm";
  return readBillingPromo() === coupon.code ? "applied" : "enabled";
}

/**
 * Incentive coupon confirm and auto-renew discount applied (spec §2.8; decision 0052): the
 * activation incentive's renewal code, turned on through the one auto-renew path (auto-renew.ts:
 * the code is kept for the tab and sent with the change, and with a payment method saved next).
 */
export function IncentiveCouponDialog(props: IncentiveCouponDialogProps) {
  const { coupon, renewalDate } = props;
  const intl = useIntl();
  const currency = CURRENCY_BY_COUNTRY[usePublicConfig().data?.country ?? "ca"];
  const discount = formatDiscount(coupon.discount, intl.locale, currency);
  const [state, setState] = useState<IncentiveCouponState>(() => initialState(props));
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // The content is replaced in place: focus goes to the new state's main button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of state
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actions.current?.querySelector("button")?.focus();
  }, [state]);

  const date = renewalDate ? <FormattedDate value={dayOf(renewalDate)} dateStyle="long" /> : null;
  const code = <strong>{coupon.code}</strong>;

  const turnOn = async (withCode: boolean) => {
    if (withCode) storeBillingPromo(coupon.code);
    setPending(true);
    setFailed(false);
    const ok = await setAutoRenew(queryClient, true);
    setPending(false);
    if (ok) {
      setState(withCode ? "applied" : "enabled");
      return;
    }
    const error = useAutoRenewStatus.getState().error;
    if (error === "payment_method_required") {
      // The code stays kept: the payment form sends it, then auto-renew is turned on with it.
      openModal("billing-payment-method", {
        thenEnable: true,
        thenOpen: { type: "incentive-coupon-confirm", props: { ...props, enabled: true } },
      });
    } else if (error === "promo_code_not_valid") {
      setState("unavailable");
    } else {
      setFailed(true);
    }
  };

  const title =
    state === "applied" ? (
      <FormattedMessage id="billing.incentive.applied.title" />
    ) : state === "enabled" ? (
      <FormattedMessage id="billing.incentive.enabled.title" />
    ) : (
      <FormattedMessage id="billing.incentive.title" values={{ discount }} />
    );

  return (
    <Modal open onClose={closeModal} title={title}>
      {state === "confirm" && (
        <>
          <p className="incentive-coupon__code">
            <FormattedMessage id="billing.incentive.coupon" values={{ code, discount }} />
          </p>
          <p>
            {date ? (
              <FormattedMessage id="billing.incentive.body" values={{ date }} />
            ) : (
              <FormattedMessage id="billing.incentive.bodyNoDate" />
            )}
          </p>
          <p>
            <FormattedMessage id="billing.enable.body" />
          </p>
        </>
      )}
      {state === "applied" && (
        <p role="status">
          {date ? (
            <FormattedMessage id="billing.incentive.applied.body" values={{ code, date }} />
          ) : (
            <FormattedMessage id="billing.incentive.applied.bodyNoDate" values={{ code }} />
          )}
        </p>
      )}
      {state === "unavailable" && (
        <p role="status">
          <FormattedMessage id="billing.incentive.unavailable" values={{ code }} />
        </p>
      )}
      {state === "enabled" && (
        <p role="status">
          <FormattedMessage id="billing.incentive.enabledWithout" />
        </p>
      )}
      {failed && (
        <FormAlert>
          <FormattedMessage id="billing.autoRenew.error.generic" />
        </FormAlert>
      )}
      <div className="auth-actions" ref={actions}>
        {(state === "confirm" || state === "unavailable") && (
          <>
            <Button
              type="button"
              variant="primary"
              busy={pending}
              onClick={() => void turnOn(state === "confirm")}
            >
              <FormattedMessage
                id={
                  state === "confirm"
                    ? "billing.incentive.confirm"
                    : "billing.incentive.withoutCode"
                }
                values={{ discount }}
              />
            </Button>
            <Button type="button" variant="link" onClick={closeModal}>
              <FormattedMessage id="billing.enable.dismiss" />
            </Button>
          </>
        )}
        {(state === "applied" || state === "enabled") && (
          <Button type="button" variant="primary" onClick={closeModal}>
            <FormattedMessage id="billing.incentive.done" />
          </Button>
        )}
      </div>
    </Modal>
  );
}
