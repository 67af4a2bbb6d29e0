/**
 * The Braintree Drop-in behind a small seam. `create` is `dropin.create` of braintree-web-drop-in,
 * loaded with a dynamic import only when the API's gateway is Braintree (it never reaches the
 * first-load bundle); tests pass a fake one.
 */
export interface DropinInstance {
  requestPaymentMethod(): Promise<{ nonce: string }>;
  clearSelectedPaymentMethod(): void;
  teardown(): Promise<void>;
}

export interface DropinCreateOptions {
  authorization: string;
  container: HTMLElement;
  locale: string;
  card: { cardholderName: { required: boolean } };
}

export type DropinCreate = (options: DropinCreateOptions) => Promise<DropinInstance>;

/** The real `dropin.create`, fetched on first use (its own chunk). */
export async function loadDropinCreate(): Promise<DropinCreate> {
  const module = await import("braintree-web-drop-in");
  const create = (module.default?.create ?? module.create) as DropinCreate | undefined;
  if (typeof create !== "function") throw new Error("braintree-web-drop-in has no create()");
  return create;
}

/** Why no nonce came back: the member has to complete (or fix) the payment details. */
export class PaymentFieldError extends Error {
  constructor(
    readonly reason: "incomplete",
    options?: { cause?: unknown },
  ) {
    super("No payment method was provided", options);
    this.name = "PaymentFieldError";
  }
}

/** What a payment form gives the page that pays: a nonce on submit, and a reset after a refusal. */
export interface PaymentNonceSource {
  requestNonce(): Promise<string>;
  /** The last nonce is spent (declined, refused) or done with: the next request asks again. */
  reset(): void;
}

/**
 * A mounted Drop-in as a nonce source. The nonce is kept until `reset`: a checkout retried after
 * a lost answer must send the SAME nonce, so it stays the same attempt (same Idempotency-Key)
 * and can never charge twice (checkout-attempt.ts).
 */
export function dropInNonceSource(instance: DropinInstance): PaymentNonceSource {
  let pending: Promise<string> | null = null;
  return {
    requestNonce() {
      pending ??= instance.requestPaymentMethod().then(
        (payload) => payload.nonce,
        (error: unknown) => {
          pending = null;
          throw new PaymentFieldError("incomplete", { cause: error });
        },
      );
      return pending;
    },
    reset() {
      pending = null;
      instance.clearSelectedPaymentMethod();
    },
  };
}

/**
 * Mounts the Drop-in into `options.container`. Returns `stop`, which tears it down — also when
 * it is called before creation finished (the component unmounted while the script loaded).
 */
export function startDropIn(
  loadCreate: () => Promise<DropinCreate>,
  options: DropinCreateOptions,
  events: { onReady(source: PaymentNonceSource): void; onError(error: unknown): void },
): () => void {
  let stopped = false;
  let instance: DropinInstance | null = null;
  loadCreate()
    .then((create) => create(options))
    .then(
      (created) => {
        if (stopped) {
          void created.teardown().catch(() => undefined);
          return;
        }
        instance = created;
        events.onReady(dropInNonceSource(created));
      },
      (error: unknown) => {
        if (!stopped) events.onError(error);
      },
    );
  return () => {
    stopped = true;
    // Teardown failures leave nothing to act on: the container is going away with the page.
    void instance?.teardown().catch(() => undefined);
    instance = null;
  };
}
