import { randomUUID } from "node:crypto";
import { paymentMethodResponseSchema } from "@spc/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GatewayUnavailableError } from "../../../adapters/payments";
import { paymentCustomers, profiles } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { customerIdFor } from "../../membership";
import { describeMethod, maskEmail } from "./describe-method";

describe("GET /api/store/payment_method", () => {
  const ctx = useTestApp();

  const read = async (who: TestMember) => {
    const response = await ctx
      .app()
      .inject({ url: "/api/store/payment_method", headers: who.headers });
    expect(response.statusCode).toBe(200);
    return paymentMethodResponseSchema.parse(response.json()).payment_method;
  };
  const save = (who: TestMember, nonce: string) =>
    ctx.app().inject({
      method: "PUT",
      url: "/api/store/updatePaymentMethod",
      headers: who.headers,
      payload: { nonce },
    });

  it("is empty for a member who never saved one, and refuses a visitor", async () => {
    const member = await createMember(ctx.app());
    expect(await read(member)).toBeNull();
    const visitor = await ctx.app().inject({ url: "/api/store/payment_method" });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBeTypeOf("string");
  });

  it("shows the member's own method, never its token, and follows /updatePaymentMethod", async () => {
    const member = await createMember(ctx.app());
    expect((await save(member, "fake-valid-visa-nonce")).statusCode).toBe(200);
    const response = await ctx.app().inject({
      url: "/api/store/payment_method",
      headers: member.headers,
    });
    expect(response.json()).toEqual({
      payment_method: { type: "card", brand: "Visa", last4: "1111", expiry: null, email: null },
    });
    expect(response.body).not.toMatch(/local_pm_/);

    expect((await save(member, "fake-valid-amex-nonce")).statusCode).toBe(200);
    expect(await read(member)).toMatchObject({ brand: "American Express", last4: "0005" });
    // A declined replacement keeps the method that works.
    expect((await save(member, "fake-processor-declined-visa-nonce")).statusCode).toBe(402);
    expect(await read(member)).toMatchObject({ brand: "American Express" });
  });

  it("shows the method a purchase with auto-renew saved", async () => {
    const member = await createMember(ctx.app());
    await ctx
      .database()
      .db.update(profiles)
      .set({ province: "ON" })
      .where(eq(profiles.userId, member.userId));
    const bought = await ctx.app().inject({
      method: "POST",
      url: "/api/store/v4/checkout/purchase",
      headers: {
        ...member.headers,
        "idempotency-key": randomUUID(),
        "x-payment-nonce": "fake-valid-mastercard-nonce",
      },
      payload: { language: "en", auto_renew: true },
    });
    expect(bought.statusCode).toBe(201);
    expect(await read(member)).toMatchObject({ type: "card", brand: "MasterCard", last4: "4444" });
  });

  it("never shows another member's method, even if a record points at its token", async () => {
    const owner = await createMember(ctx.app());
    const other = await createMember(ctx.app());
    expect((await save(owner, "fake-valid-visa-nonce")).statusCode).toBe(200);
    expect(await read(other)).toBeNull();

    const [ownerRecord] = await ctx
      .database()
      .db.select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, owner.userId));
    await ctx
      .database()
      .db.insert(paymentCustomers)
      .values({
        ...ownerRecord!,
        userId: other.userId,
        customerId: customerIdFor(other.userId),
      });
    // The gateway answers only for the token's own customer.
    expect(await read(other)).toBeNull();
    expect(await read(owner)).toMatchObject({ brand: "Visa" });
  });

  it("falls back to our own record while the gateway cannot be reached", async () => {
    const member = await createMember(ctx.app());
    expect((await save(member, "fake-valid-discover-nonce")).statusCode).toBe(200);
    const lookup = vi
      .spyOn(ctx.app().payments.gateway, "findPaymentMethod")
      .mockRejectedValueOnce(new GatewayUnavailableError("down"));
    expect(await read(member)).toEqual({
      type: "card",
      brand: "Discover",
      last4: "1117",
      expiry: null,
      email: null,
    });
    lookup.mockRestore();
  });
});

describe("describing a saved method", () => {
  it("masks a PayPal e-mail and writes the expiry as MM/YYYY", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@example.com");
    expect(maskEmail("broken")).toBe("***");
    expect(
      describeMethod({
        kind: "paypal",
        brand: "PayPal",
        last4: null,
        expirationMonth: null,
        expirationYear: null,
        email: "jane.doe@example.com",
      }),
    ).toEqual({
      type: "paypal",
      brand: "PayPal",
      last4: null,
      expiry: null,
      email: "j***@example.com",
    });
    expect(
      describeMethod({
        kind: "card",
        brand: "Visa",
        last4: "1881",
        expirationMonth: "7",
        expirationYear: "2029",
        email: null,
      }).expiry,
    ).toBe("07/2029");
  });
});
