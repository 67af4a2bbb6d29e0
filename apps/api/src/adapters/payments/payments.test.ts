import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../db/testing";
import {
  type BraintreeResult,
  type BraintreeSdk,
  createBraintreeGateway,
  toOutcome,
} from "./braintree";
import { createLocalGateway } from "./local";
import { nonceBehaviour } from "./test-nonces";
import { GatewayUnavailableError } from "./types";

describe("Braintree test nonces", () => {
  it("succeed for fake-valid-* and wallet nonces, with the card brand", () => {
    expect(nonceBehaviour("fake-valid-nonce")).toMatchObject({ outcome: "success", brand: "Visa" });
    expect(nonceBehaviour("fake-valid-mastercard-nonce")).toMatchObject({ brand: "MasterCard" });
    expect(nonceBehaviour("fake-valid-debit-nonce").outcome).toBe("success");
    expect(nonceBehaviour("fake-paypal-one-time-nonce")).toMatchObject({ brand: "PayPal" });
  });

  it("decline, reject and fail like the sandbox", () => {
    for (const brand of ["visa", "mastercard", "amex", "discover"]) {
      expect(nonceBehaviour(`fake-processor-declined-${brand}-nonce`)).toEqual({
        outcome: "processor_declined",
        code: "2000",
        text: "Do Not Honor",
      });
    }
    expect(nonceBehaviour("fake-processor-failure-jcb-nonce")).toMatchObject({ code: "3000" });
    expect(nonceBehaviour("fake-gateway-rejected-fraud-nonce")).toEqual({
      outcome: "gateway_rejected",
      reason: "fraud",
    });
    expect(nonceBehaviour("fake-consumed-nonce")).toMatchObject({ code: "93107" });
    expect(nonceBehaviour("fake-luhn-invalid-nonce")).toMatchObject({ code: "81715" });
    expect(nonceBehaviour("whatever")).toMatchObject({ code: "91565" });
  });
});

describe("local test gateway", () => {
  it("charges, finds by order id, refunds at most the sale, vaults and charges a token", async () => {
    const database = await createTestDatabase();
    try {
      const gateway = createLocalGateway(database.db);
      const sale = await gateway.charge({
        amountCents: 1355,
        currency: "CAD",
        orderId: "key-1",
        paymentMethodNonce: "fake-valid-nonce",
      });
      expect(sale.ok).toBe(true);
      const declined = await gateway.charge({
        amountCents: 1355,
        currency: "CAD",
        orderId: "key-2",
        paymentMethodNonce: "fake-processor-declined-visa-nonce",
      });
      expect(declined).toMatchObject({ ok: false, kind: "processor_declined" });
      const byAmount = await gateway.charge({
        amountCents: 200_100,
        currency: "CAD",
        orderId: "key-3",
        paymentMethodNonce: "fake-valid-nonce",
      });
      expect(byAmount).toMatchObject({ ok: false, processorResponseCode: "2001" });

      const found = await gateway.findByOrderId("key-1");
      expect(found).toMatchObject([{ type: "sale", succeeded: true, amountCents: 1355 }]);
      const saleId = found[0]!.id;
      expect(await gateway.refund(saleId, 1000)).toMatchObject({ ok: true });
      expect(await gateway.refund(saleId, 1000)).toMatchObject({ ok: false });
      expect(await gateway.refund(saleId)).toMatchObject({
        ok: true,
        transaction: { type: "credit", amountCents: 355 },
      });

      const vaulted = await gateway.vault("spc_u1", "fake-valid-visa-nonce");
      expect(vaulted).toMatchObject({ ok: true, cardBrand: "Visa", cardLast4: "1111" });
      if (!vaulted.ok) throw new Error("unreachable");
      const renewal = await gateway.charge({
        amountCents: 1355,
        currency: "CAD",
        orderId: "renewal-1",
        paymentMethodToken: vaulted.token,
      });
      expect(renewal.ok).toBe(true);
      expect(await gateway.vault("spc_u1", "fake-processor-declined-visa-nonce")).toMatchObject({
        ok: false,
      });
      expect(await gateway.findPaymentMethod("spc_u1", vaulted.token)).toEqual({
        token: vaulted.token,
        kind: "card",
        brand: "Visa",
        last4: "1111",
        expirationMonth: null,
        expirationYear: null,
        email: null,
      });
      // Someone else's token, or one the vault never issued, is not found.
      expect(await gateway.findPaymentMethod("spc_u2", vaulted.token)).toBeNull();
      expect(await gateway.findPaymentMethod("spc_u1", "local_pm_unknown")).toBeNull();
      const paypal = await gateway.vault("spc_u1", "fake-paypal-billing-agreement-nonce");
      if (!paypal.ok) throw new Error("unreachable");
      expect(await gateway.findPaymentMethod("spc_u1", paypal.token)).toMatchObject({
        kind: "paypal",
        brand: "PayPal",
        last4: null,
      });
    } finally {
      await database.cleanup();
    }
  });
});

describe("Braintree adapter (fake SDK)", () => {
  it("sends the amount as a decimal string and the key as order id; maps the answers", async () => {
    const sales: unknown[] = [];
    const sdk: BraintreeSdk = {
      Environment: { Sandbox: "sandbox", Production: "production" },
      BraintreeGateway: class {
        clientToken = { generate: async () => ({ success: true, clientToken: "ct" }) };
        customer = { create: async () => ({ success: true }) };
        paymentMethod = {
          create: async () => ({
            success: true,
            paymentMethod: { token: "pm", cardType: "Visa", last4: "1111" },
          }),
        };
        transaction = {
          sale: async (params: unknown) => {
            sales.push(params);
            return {
              success: true,
              transaction: {
                id: "bt1",
                status: "submitted_for_settlement",
                amount: "13.55",
                orderId: "k",
              },
            };
          },
          refund: async () => ({ success: false, message: "Cannot refund" }) as BraintreeResult,
          search: async function* () {
            yield { id: "bt1", status: "settled", amount: "13.55", orderId: "k" };
          },
        };
      } as unknown as BraintreeSdk["BraintreeGateway"],
    };
    const gateway = await createBraintreeGateway(
      { merchantId: "m", publicKey: "p", privateKey: "s", environment: "sandbox" },
      sdk,
    );
    const outcome = await gateway.charge({
      amountCents: 1355,
      currency: "CAD",
      orderId: "k",
      paymentMethodNonce: "fake-valid-nonce",
    });
    expect(outcome).toMatchObject({ ok: true, transaction: { id: "bt1", amountCents: 1355 } });
    expect(sales[0]).toMatchObject({
      amount: "13.55",
      orderId: "k",
      options: { submitForSettlement: true },
    });
    expect(await gateway.findByOrderId("k")).toMatchObject([{ id: "bt1", succeeded: true }]);
    expect(await gateway.clientToken()).toBe("ct");
    expect(
      toOutcome({
        success: false,
        transaction: {
          id: "bt2",
          status: "processor_declined",
          amount: "13.55",
          processorResponseCode: "2000",
          processorResponseText: "Do Not Honor",
        },
      }),
    ).toMatchObject({ ok: false, kind: "processor_declined", processorResponseCode: "2000" });
    expect(
      toOutcome({
        success: false,
        errors: {
          deepErrors: () => [
            { code: "93107", message: "Cannot use a payment_method_nonce more than once." },
          ],
        },
      }),
    ).toMatchObject({ ok: false, kind: "validation_error", processorResponseCode: "93107" });
  });
});

describe("Braintree adapter: the saved payment method (fake SDK)", () => {
  function sdkFinding(find: (token: string) => Promise<unknown>): BraintreeSdk {
    return {
      Environment: { Sandbox: "sandbox", Production: "production" },
      BraintreeGateway: class {
        paymentMethod = { find };
      } as unknown as BraintreeSdk["BraintreeGateway"],
    };
  }
  const options = {
    merchantId: "m",
    publicKey: "p",
    privateKey: "s",
    environment: "sandbox" as const,
  };

  it("describes the customer's card and PayPal account, and hides another customer's", async () => {
    const methods: Record<string, unknown> = {
      card: {
        token: "card",
        customerId: "spc_u1",
        cardType: "Visa",
        last4: "1881",
        expirationMonth: "07",
        expirationYear: "2029",
      },
      pp: { token: "pp", customerId: "spc_u1", email: "jane.doe@example.com" },
    };
    const gateway = await createBraintreeGateway(
      options,
      sdkFinding(async (token) => methods[token]),
    );
    expect(await gateway.findPaymentMethod("spc_u1", "card")).toEqual({
      token: "card",
      kind: "card",
      brand: "Visa",
      last4: "1881",
      expirationMonth: "07",
      expirationYear: "2029",
      email: null,
    });
    expect(await gateway.findPaymentMethod("spc_u1", "pp")).toMatchObject({
      kind: "paypal",
      brand: "PayPal",
      email: "jane.doe@example.com",
    });
    expect(await gateway.findPaymentMethod("spc_u2", "card")).toBeNull();
  });

  it("treats notFoundError as no method and any other failure as an outage", async () => {
    const notFound = Object.assign(new Error("Not Found"), { type: "notFoundError" });
    const missing = await createBraintreeGateway(
      options,
      sdkFinding(async () => {
        throw notFound;
      }),
    );
    expect(await missing.findPaymentMethod("spc_u1", "gone")).toBeNull();
    const down = await createBraintreeGateway(
      options,
      sdkFinding(async () => {
        throw Object.assign(new Error("timeout"), { type: "requestTimeoutError" });
      }),
    );
    await expect(down.findPaymentMethod("spc_u1", "card")).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
  });
});
