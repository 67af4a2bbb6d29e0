import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { useClientToken } from "../api/get-client-token";
import { TestPaymentFieldset } from "../components/test-payment-fieldset";
import { TEST_NONCES, type TestNonceChoice } from "../test-nonces";
import {
  type DropinCreate,
  loadDropinCreate,
  type PaymentNonceSource,
  startDropIn,
} from "./drop-in";
import { dropInLocale, paymentFormFor } from "./payment-form";

export type PaymentMethodHandle = PaymentNonceSource;

interface FieldProps {
  /** What the paying page calls on submit (requestNonce) and after a refusal (reset). */
  ref: Ref<PaymentMethodHandle>;
  /** Tells the page when a nonce can be asked for (its pay / save button waits for it). */
  onReadyChange(ready: boolean): void;
  disabled?: boolean;
  /** Tests only: a fake `dropin.create` loader. */
  loadCreate?: () => Promise<DropinCreate>;
}

/**
 * The one payment form of purchase, activation and the billing add-payment dialog. The client
 * token's gateway decides: "local" shows the test-nonce choice, "braintree" the Drop-in.
 */
export function PaymentMethodField(props: FieldProps) {
  const token = useClientToken();
  const form = paymentFormFor(token.data, token.isError);
  const { onReadyChange } = props;
  useEffect(() => {
    if (form.kind !== "local" && form.kind !== "braintree") onReadyChange(false);
  }, [form.kind, onReadyChange]);

  switch (form.kind) {
    case "local":
      return <LocalField {...props} />;
    case "braintree":
      return <DropInField {...props} authorization={form.authorization} />;
    case "unavailable":
      return (
        <FormAlert>
          <FormattedMessage id="purchase.error.unavailable" />
        </FormAlert>
      );
    default:
      return (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      );
  }
}

function LocalField({ ref, onReadyChange, disabled }: FieldProps) {
  const [choice, setChoice] = useState<TestNonceChoice>("approve");
  useImperativeHandle(
    ref,
    () => ({ requestNonce: async () => TEST_NONCES[choice], reset: () => undefined }),
    [choice],
  );
  useEffect(() => onReadyChange(true), [onReadyChange]);
  return <TestPaymentFieldset value={choice} onChange={setChoice} disabled={disabled} />;
}

function DropInField({
  ref,
  onReadyChange,
  disabled,
  authorization,
  loadCreate = loadDropinCreate,
}: FieldProps & { authorization: string }) {
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const source = useRef<PaymentNonceSource | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [mountCount, setMountCount] = useState(0);
  // Read at mount time only: a new loader identity must not remount the Drop-in.
  const loader = useRef(loadCreate);
  loader.current = loadCreate;

  useImperativeHandle(ref, () => ({
    requestNonce: () => {
      if (!source.current) return Promise.reject(new Error("The payment form is not ready"));
      return source.current.requestNonce();
    },
    reset: () => source.current?.reset(),
  }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: mountCount is the retry trigger.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // A fresh host per mount: a torn-down Drop-in empties its node asynchronously, and create()
    // wants an empty one (language change, retry).
    const host = document.createElement("div");
    element.append(host);
    setState("loading");
    onReadyChange(false);
    const stop = startDropIn(
      () => loader.current(),
      {
        authorization,
        container: host,
        locale: dropInLocale(language),
        card: { cardholderName: { required: false } },
      },
      {
        onReady: (ready) => {
          source.current = ready;
          setState("ready");
          onReadyChange(true);
        },
        onError: () => setState("failed"),
      },
    );
    return () => {
      source.current = null;
      stop();
      host.remove();
    };
  }, [authorization, language, onReadyChange, mountCount]);

  return (
    <div className="drop-in" aria-busy={state === "loading" || undefined}>
      {state === "loading" && (
        <p role="status">
          <FormattedMessage id="purchase.payment.dropIn.loading" />
        </p>
      )}
      {state === "failed" && (
        <FormAlert>
          <FormattedMessage id="purchase.payment.dropIn.loadFailed" />{" "}
          <Button type="button" variant="link" onClick={() => setMountCount((n) => n + 1)}>
            <FormattedMessage id="common.retry" />
          </Button>
        </FormAlert>
      )}
      {/* Drop-in owns this node's children (its iframes): React never renders into it. */}
      <div ref={container} inert={disabled || undefined} />
    </div>
  );
}
