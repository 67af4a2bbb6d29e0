import { ERROR_CODES } from "@spc/shared";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { FormAlert } from "../../../components/form/form-alert";
import { TextField } from "../../../components/form/text-field";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitle } from "../../../i18n/use-page-title";
import { ApiError } from "../../../lib/api-client";
import { formatCents } from "../../../lib/money";
import { queryClient } from "../../../lib/query-client";
import { trackEvent } from "../../cookies";
import { membershipKeys } from "../../membership";
import { refreshSession } from "../../session";
import { usePricedProduct } from "../api/get-priced-product";
import { postCheckout } from "../api/post-checkout";
import {
  afterFailure,
  attemptFingerprint,
  attemptFor,
  type CheckoutAttempt,
} from "../checkout-attempt";
import { PriceSummary } from "../components/price-summary";
import {
  PaymentMethodField,
  type PaymentMethodHandle,
} from "../payment-method/payment-method-field";
import { codeField, readDraft, writeDraft } from "../purchase-draft";
import { checkoutErrorMessage, codeRefusalMessage } from "../purchase-errors";
import { summaryGuard } from "../purchase-steps";
import type { CheckoutBody } from "../types";
import "../../../components/form/forms.css";
import "../components/purchase.css";

/** /purchase/summary: price with tax lines, promo code, payment, pay. */
export function PurchaseSummaryPage() {
  usePageTitle("page.purchaseSummary.title");
  const location = useLocation();
  const redirect = summaryGuard(location.state);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Summary />;
}

function Summary() {
  const intl = useIntl();
  const language = useLanguage();
  const navigate = useNavigate();
  const [code, setCode] = useState<string | null>(() => readDraft().code);
  const [codeInput, setCodeInput] = useState(code ?? "");
  const payment = useRef<PaymentMethodHandle>(null);
  const [paymentReady, setPaymentReady] = useState(false);
  const attempt = useRef<CheckoutAttempt | null>(null);

  const price = usePricedProduct(code);

  const promo = price.data?.promo ?? null;
  const applied = promo?.valid ? promo : null;

  const pay = useMutation({
    mutationFn: async () => {
      const body: CheckoutBody = {
        language,
        auto_renew: true,
        ...(applied ? codeField(applied.kind, applied.code) : {}),
      };
      if (!payment.current) throw new Error("The payment form is not ready");
      // Throws PaymentFieldError (details missing) before any attempt is made.
      const nonce = await payment.current.requestNonce();
      const current = attemptFor(attempt.current, attemptFingerprint(nonce, body));
      attempt.current = current;
      try {
        return await postCheckout(body, { nonce, idempotencyKey: current.key });
      } catch (error) {
        attempt.current = afterFailure(current, error);
        // A decided failure spent the nonce: the next attempt asks the form for a new one.
        if (!attempt.current) payment.current?.reset();
        throw error;
      }
    },
    onSuccess: async (checkout) => {
      trackEvent("purchase_completed", { code_kind: applied?.kind ?? "none" });
      attempt.current = null;
      writeDraft({ code: null });
      queryClient.removeQueries({ queryKey: membershipKeys.cards() });
      await refreshSession().catch(() => undefined);
      navigate("/purchase/completion", {
        replace: true,
        state: { from: "/purchase/summary", checkout },
      });
    },
  });

  const applyCode = (event: FormEvent) => {
    event.preventDefault();
    const next = codeInput.trim().toUpperCase();
    setCode(next || null);
    writeDraft({ code: next || null });
    pay.reset();
  };
  const removeCode = () => {
    setCode(null);
    setCodeInput("");
    writeDraft({ code: null });
    pay.reset();
  };

  const payError = pay.error;

  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.purchaseSummary.title" />
      </h1>

      <Card title={<FormattedMessage id="purchase.summary.order" />}>
        {price.data ? (
          <PriceSummary price={price.data.price} />
        ) : price.isError ? (
          <FormAlert>
            <FormattedMessage id="purchase.error.priceUnavailable" />{" "}
            <Button type="button" variant="link" onClick={() => price.refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          </FormAlert>
        ) : (
          <p role="status">
            <FormattedMessage id="app.loading" />
          </p>
        )}
      </Card>

      <Card title={<FormattedMessage id="purchase.promo.title" />}>
        {applied ? (
          <FormAlert tone="success">
            <FormattedMessage id="purchase.promo.applied" values={{ code: applied.code }} />{" "}
            <Button type="button" variant="link" onClick={removeCode}>
              <FormattedMessage id="purchase.promo.remove" />
            </Button>
          </FormAlert>
        ) : (
          <form className="promo-form" onSubmit={applyCode} noValidate>
            <TextField
              name="promo-code"
              label={<FormattedMessage id="purchase.promo.label" />}
              value={codeInput}
              onValueChange={setCodeInput}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={64}
              error={
                promo && !promo.valid && code ? { message: codeRefusalMessage(promo.reason) } : null
              }
            />
            <Button type="submit" variant="secondary" disabled={price.isFetching}>
              <FormattedMessage id="purchase.promo.apply" />
            </Button>
          </form>
        )}
      </Card>

      <Card title={<FormattedMessage id="purchase.payment.title" />}>
        <PaymentMethodField
          ref={payment}
          onReadyChange={setPaymentReady}
          disabled={pay.isPending}
        />
        {payError && (
          <FormAlert>
            <FormattedMessage id={checkoutErrorMessage(payError)} />
            {payError instanceof ApiError && payError.code === ERROR_CODES.provinceRequired && (
              <>
                {" "}
                <Link to="/profile/edit">
                  <FormattedMessage id="purchase.error.editProfile" />
                </Link>
              </>
            )}
            {payError instanceof ApiError && payError.code === ERROR_CODES.activeMembership && (
              <>
                {" "}
                <Link to="/membership-screen">
                  <FormattedMessage id="purchase.plan.seeCard" />
                </Link>
              </>
            )}
          </FormAlert>
        )}
        <div className="auth-actions">
          <Button
            type="button"
            variant="primary"
            size="large"
            disabled={pay.isPending || !paymentReady || !price.data}
            aria-busy={pay.isPending || undefined}
            onClick={() => pay.mutate()}
          >
            {pay.isPending ? (
              <FormattedMessage id="purchase.payment.paying" />
            ) : (
              <FormattedMessage
                id="purchase.payment.pay"
                values={{
                  total: price.data
                    ? formatCents(
                        price.data.price.total_cents,
                        intl.locale,
                        price.data.price.currency,
                      )
                    : "",
                }}
              />
            )}
          </Button>
        </div>
      </Card>
    </div>
  );
}
