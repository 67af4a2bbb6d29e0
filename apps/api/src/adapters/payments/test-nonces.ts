/**
 * Braintree's documented sandbox test nonces, as the local test gateway honours them
 * (https://developer.paypal.com/braintree/docs/reference/general/testing; the SDK's
 * lib/braintree/test_values/nonces.js). Sandbox nonces are reusable, like on Braintree.
 */
export type NonceBehaviour =
  | { outcome: "success"; brand: string; last4: string }
  | { outcome: "processor_declined"; code: string; text: string }
  | { outcome: "processor_failure"; code: string; text: string }
  | { outcome: "gateway_rejected"; reason: string }
  | { outcome: "validation_error"; code: string; message: string };

const BRAND_LAST4: Record<string, [string, string]> = {
  visa: ["Visa", "1111"],
  mastercard: ["MasterCard", "4444"],
  amex: ["American Express", "0005"],
  discover: ["Discover", "1117"],
  jcb: ["JCB", "0000"],
  maestro: ["Maestro", "0007"],
  dinersclub: ["Diners Club", "0004"],
};

const DECLINED = { code: "2000", text: "Do Not Honor" } as const;

/** Nonces outside the `fake-valid-*` / `fake-processor-declined-*` families. */
const NAMED: Record<string, NonceBehaviour> = {
  "fake-valid-nonce": { outcome: "success", brand: "Visa", last4: "1111" },
  "fake-abstract-transactable-nonce": { outcome: "success", brand: "Visa", last4: "1111" },
  "fake-paypal-one-time-nonce": { outcome: "success", brand: "PayPal", last4: "" },
  "fake-paypal-billing-agreement-nonce": { outcome: "success", brand: "PayPal", last4: "" },
  "fake-venmo-account-nonce": { outcome: "success", brand: "Venmo", last4: "" },
  "fake-apple-pay-visa-nonce": { outcome: "success", brand: "Apple Pay - Visa", last4: "1111" },
  "fake-apple-pay-mastercard-nonce": {
    outcome: "success",
    brand: "Apple Pay - MasterCard",
    last4: "4444",
  },
  "fake-apple-pay-amex-nonce": {
    outcome: "success",
    brand: "Apple Pay - American Express",
    last4: "0005",
  },
  "fake-android-pay-visa-nonce": { outcome: "success", brand: "Google Pay - Visa", last4: "1111" },
  "fake-android-pay-mastercard-nonce": {
    outcome: "success",
    brand: "Google Pay - MasterCard",
    last4: "4444",
  },
  "fake-android-pay-amex-nonce": {
    outcome: "success",
    brand: "Google Pay - American Express",
    last4: "0005",
  },
  "fake-android-pay-discover-nonce": {
    outcome: "success",
    brand: "Google Pay - Discover",
    last4: "1117",
  },
  "fake-processor-failure-jcb-nonce": {
    outcome: "processor_failure",
    code: "3000",
    text: "Processor Network Unavailable - Try Again",
  },
  "fake-gateway-rejected-fraud-nonce": { outcome: "gateway_rejected", reason: "fraud" },
  "fake-gateway-rejected-risk-thresholds-nonce": {
    outcome: "gateway_rejected",
    reason: "risk_threshold",
  },
  "fake-consumed-nonce": {
    outcome: "validation_error",
    code: "93107",
    message: "Cannot use a payment_method_nonce more than once.",
  },
  "fake-luhn-invalid-nonce": {
    outcome: "validation_error",
    code: "81715",
    message: "Credit card number is invalid.",
  },
};

const UNKNOWN: NonceBehaviour = {
  outcome: "validation_error",
  code: "91565",
  message: "Unknown or expired payment_method_nonce.",
};

/** What the local gateway does with a nonce; anything unknown is Braintree's 91565 error. */
export function nonceBehaviour(nonce: string): NonceBehaviour {
  const named = NAMED[nonce];
  if (named) return named;
  const valid = /^fake-valid-([a-z-]+)-nonce$/.exec(nonce);
  if (valid) {
    const [brand, last4] = BRAND_LAST4[valid[1]!] ?? ["Visa", "1111"];
    return { outcome: "success", brand, last4 };
  }
  const declined = /^fake-processor-declined-([a-z]+)-nonce$/.exec(nonce);
  if (declined && BRAND_LAST4[declined[1]!]) {
    return { outcome: "processor_declined", ...DECLINED };
  }
  return UNKNOWN;
}

/** Braintree's test amounts 2000.00–2999.99 decline with the amount as processor response. */
export function amountBehaviour(amountCents: number): NonceBehaviour | null {
  if (amountCents >= 200_000 && amountCents < 300_000) {
    return {
      outcome: "processor_declined",
      code: String(Math.floor(amountCents / 100)),
      text: "Processor Declined",
    };
  }
  return null;
}
