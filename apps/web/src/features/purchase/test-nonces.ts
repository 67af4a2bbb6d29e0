/**
 * The documented test nonces of the local gateway (Braintree's own test values): the web offers
 * them instead of card fields when the client token says the gateway is "local".
 */
export const TEST_NONCES = {
  approve: "fake-valid-nonce",
  decline: "fake-processor-declined-visa-nonce",
} as const;
export type TestNonceChoice = keyof typeof TEST_NONCES;
