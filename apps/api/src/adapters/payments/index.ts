import type { PaymentsConfig } from "../../config";
import type { Db } from "../../db/client";
import { createBraintreeGateway } from "./braintree";
import { createLocalGateway } from "./local";
import type { PaymentGateway } from "./types";

export { LOCAL_CLIENT_TOKEN } from "./local";
export { nonceBehaviour } from "./test-nonces";
export * from "./types";

/** Braintree when PAYMENT_GATEWAY resolves to it (keys set), else the local test gateway. */
export async function createPaymentGateway(
  config: PaymentsConfig,
  db: Db,
): Promise<PaymentGateway> {
  if (config.gateway === "braintree" && config.braintree) {
    return createBraintreeGateway(config.braintree);
  }
  return createLocalGateway(db);
}
