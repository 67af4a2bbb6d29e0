import type { Env } from "./env";
import { invalidEnvironment } from "./errors";

/** Payment gateway (adapters/payments): the local test gateway unless Braintree is configured. */
export interface PaymentsConfig {
  gateway: "local" | "braintree";
  braintree:
    | {
        merchantId: string;
        publicKey: string;
        privateKey: string;
        environment: "sandbox" | "production";
        merchantAccountId?: string;
      }
    | undefined;
  /** PAYMENT_GATEWAY=local was set: production on DATABASE_URL may then use test nonces. */
  localChosenExplicitly: boolean;
  /** How often stuck checkouts are reconciled with the gateway; 0 = only at start-up. */
  reconcileIntervalMs: number;
}

export function paymentsConfig(e: Env): PaymentsConfig {
  const keys = [e.BRAINTREE_MERCHANT_ID, e.BRAINTREE_PUBLIC_KEY, e.BRAINTREE_PRIVATE_KEY];
  const braintree =
    e.BRAINTREE_MERCHANT_ID && e.BRAINTREE_PUBLIC_KEY && e.BRAINTREE_PRIVATE_KEY
      ? {
          merchantId: e.BRAINTREE_MERCHANT_ID,
          publicKey: e.BRAINTREE_PUBLIC_KEY,
          privateKey: e.BRAINTREE_PRIVATE_KEY,
          environment: e.BRAINTREE_ENVIRONMENT,
          ...(e.BRAINTREE_MERCHANT_ACCOUNT_ID
            ? { merchantAccountId: e.BRAINTREE_MERCHANT_ACCOUNT_ID }
            : {}),
        }
      : undefined;
  const problems: string[] = [];
  if (keys.some(Boolean) && !braintree) {
    problems.push(
      "BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY must be set together",
    );
  }
  if (e.PAYMENT_GATEWAY === "braintree" && !braintree) {
    problems.push("PAYMENT_GATEWAY=braintree needs the BRAINTREE_* keys");
  }
  const gateway = e.PAYMENT_GATEWAY ?? (braintree ? "braintree" : "local");
  if (problems.length > 0) throw invalidEnvironment(problems);
  return {
    gateway,
    braintree,
    localChosenExplicitly: e.PAYMENT_GATEWAY === "local",
    reconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
  };
}
