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
