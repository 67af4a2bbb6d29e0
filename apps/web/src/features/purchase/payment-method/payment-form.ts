import type { Language } from "../../../i18n/language";
import type { ClientToken } from "../types";

/** Which payment form to show, from the answer of GET /api/store/v2/vault_client_token. */
export type PaymentForm =
  | { kind: "loading" }
  /** The token call failed, or named a gateway this build does not know: no way to pay. */
  | { kind: "unavailable" }
  /** The offline test gateway: the test-nonce choice (development, tests, e2e). */
  | { kind: "local" }
  /** Braintree: the Drop-in, authorised with the client token. */
  | { kind: "braintree"; authorization: string };

export function paymentFormFor(token: ClientToken | undefined, failed: boolean): PaymentForm {
  if (failed) return { kind: "unavailable" };
  if (!token) return { kind: "loading" };
  if (token.gateway === "local") return { kind: "local" };
  if (token.gateway === "braintree" && token.client_token) {
    return { kind: "braintree", authorization: token.client_token };
  }
  return { kind: "unavailable" };
}

/** Drop-in's own texts (card labels, field errors) in the page's language; it has no en_CA. */
export function dropInLocale(language: Language): "en_US" | "fr_CA" {
  return language === "fr" ? "fr_CA" : "en_US";
}
