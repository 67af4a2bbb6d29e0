import { randomUUID } from "node:crypto";
import { errorEnvelopeSchema } from "@spc/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCAL_CAPTCHA_TEST_TOKEN } from "../../../adapters/captcha";
import { localGatewayTransactions, outbox, paymentIntents } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";
import { buildTestApp } from "../../../testing/app";
import { createMember } from "../../../testing/members";

const VALID = "fake-valid-nonce";
const SECRET = "test-hcaptcha-secret";
const SOLVED = "solved-captcha-token";

type Injected = Awaited<ReturnType<FastifyInstance["inject"]>>;

function expectError(response: Injected, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe(code);
}

// Issue 5: the public calls that charge cards or send mail get per-route limits and, when a
// captcha provider is configured, a solved captcha.
describe("abuse protection of the public money and mail calls", () => {
  let database: TestDatabase;
  /** The default: local captcha adapter (no secret). */
  let local: FastifyInstance;
  /** hCaptcha configured; siteverify answered by a fake. */
  let guarded: FastifyInstance;
  const siteverify = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const form = new URLSearchParams(String(init?.body));
    if (form.get("response") === "provider-down") return new Response("down", { status: 500 });
    const success = form.get("secret") === SECRET && form.get("response") === SOLVED;
    return Response.json({ success, "error-codes": success ? [] : ["invalid-input-response"] });
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    local = await buildTestApp({ database });
    // The remote adapter takes the global fetch when the app is built.
    vi.stubGlobal("fetch", siteverify);
    try {
      guarded = await buildTestApp({ database, env: { HCAPTCHA_SECRET_KEY: SECRET } });
    } finally {
      vi.unstubAllGlobals();
    }
  });
  afterAll(async () => {
    await local.close();
    await guarded.close();
    await database.cleanup();
  });

  let address = 0;
  /** Each test its own client address, so the per-address counters start at zero. */
  const nextAddress = () => `10.5.0.${++address}`;

  function guestCheckout(
    app: FastifyInstance,
    options: { address?: string; captcha?: string; key?: string } = {},
  ) {
    return app.inject({
      method: "POST",
      url: "/api/store/v2/checkout/guest",
      remoteAddress: options.address ?? nextAddress(),
      headers: {
        "idempotency-key": options.key ?? randomUUID(),
        "x-payment-nonce": VALID,
        ...(options.captcha ? { "x-captcha-token": options.captcha } : {}),
      },
      payload: { language: "en", email: "guest-buyer@example.com", postal: "M5V 2T6" },
    });
  }

  const intentOf = (key: string) =>
    database.db.select().from(paymentIntents).where(eq(paymentIntents.idempotencyKey, key));

  describe("per-route limits (the call past the budget is a 429 envelope)", () => {
    it("guest checkout: ROUTE_RATE_LIMITS.guestCheckout per address, then 429 with Retry-After", async () => {
      const address = nextAddress();
      for (let i = 0; i < ROUTE_RATE_LIMITS.guestCheckout.max; i++) {
        expect((await guestCheckout(local, { address })).statusCode).toBe(201);
      }
      const key = randomUUID();
      const limited = await guestCheckout(local, { address, key });
      expectError(limited, 429, "rate_limited");
      expect(limited.headers["retry-after"]).toBeDefined();
      expect(await intentOf(key)).toHaveLength(0);
      expect((await guestCheckout(local)).statusCode).toBe(201);
    });

    it.each(["/api/store/v2/order", "/api/store/v2/order/paypal"])(
      "%s: the same budget per address, counted before anything else",
      async (url) => {
        const remoteAddress = nextAddress();
        const order = () =>
          local.inject({
            method: "POST",
            url,
            remoteAddress,
            headers: { "idempotency-key": randomUUID() },
            payload: { language: "en" },
          });
        for (let i = 0; i < ROUTE_RATE_LIMITS.guestCheckout.max; i++) {
          expectError(await order(), 400, "validation_error");
        }
        expectError(await order(), 429, "rate_limited");
      },
    );

    it("VIP invitation: ROUTE_RATE_LIMITS.vipInvitation per member, whatever the address", async () => {
      const sender = await createMember(local);
      const invite = (headers: Record<string, string>, email: string) =>
        local.inject({
          method: "POST",
          url: "/api/vip/code",
          remoteAddress: nextAddress(),
          headers,
          payload: { code: "VIPACCESS", email, name: "Val", language: "en" },
        });
      for (let i = 0; i < ROUTE_RATE_LIMITS.vipInvitation.max; i++) {
        expect((await invite(sender.headers, `friend${i}@example.com`)).statusCode).toBe(200);
      }
      expectError(await invite(sender.headers, "one-too-many@example.com"), 429, "rate_limited");
      const sent = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, "one-too-many@example.com"));
      expect(sent).toHaveLength(0);
      const other = await createMember(local);
      expect((await invite(other.headers, "other-friend@example.com")).statusCode).toBe(200);
    });

    it("code checks: ROUTE_RATE_LIMITS.codeCheck per address on /validatePromoCode, /school_code on its own", async () => {
      const remoteAddress = nextAddress();
      for (let i = 0; i < ROUTE_RATE_LIMITS.codeCheck.max; i++) {
        const check = await local.inject({
          url: `/api/offers/validatePromoCode/GUESS${i}`,
          remoteAddress,
        });
        expect(check.json()).toMatchObject({ valid: false, reason: "not_found" });
      }
      const limited = await local.inject({
        url: "/api/offers/validatePromoCode/STUDENT10",
        remoteAddress,
      });
      expectError(limited, 429, "rate_limited");
      const school = await local.inject({ url: "/api/offers/school_code/UOFT15", remoteAddress });
      expect(school.json()).toMatchObject({ valid: true });
    });
  });

  describe("captcha with a provider configured (hCaptcha secret)", () => {
    it("a guest checkout without a token is refused before anything is recorded or charged", async () => {
      const key = randomUUID();
      expectError(await guestCheckout(guarded, { key }), 400, "captcha_required");
      expect(await intentOf(key)).toHaveLength(0);
    });

    it("a refused token is 403 captcha_failed with the provider's error codes", async () => {
      const key = randomUUID();
      const refused = await guestCheckout(guarded, { key, captcha: "forged" });
      expectError(refused, 403, "captcha_failed");
      expect(refused.json().error.details).toEqual({ error_codes: ["invalid-input-response"] });
      // The local adapter's test token means nothing to a real provider.
      const local = await guestCheckout(guarded, { captcha: LOCAL_CAPTCHA_TEST_TOKEN });
      expectError(local, 403, "captcha_failed");
      expect(await intentOf(key)).toHaveLength(0);
    });

    it("an unreachable provider is 503 captcha_unavailable, never a pass", async () => {
      expectError(
        await guestCheckout(guarded, { captcha: "provider-down" }),
        503,
        "captcha_unavailable",
      );
    });

    it("a solved token buys the card; a network retry of the same key replays without a new token", async () => {
      siteverify.mockClear();
      const key = randomUUID();
      const address = nextAddress();
      const paid = await guestCheckout(guarded, { key, address, captcha: SOLVED });
      expect(paid.statusCode, paid.body).toBe(201);
      const form = new URLSearchParams(String(siteverify.mock.calls[0]![1]!.body));
      expect(form.get("secret")).toBe(SECRET);
      expect(form.get("remoteip")).toBe(address);
      const replay = await guestCheckout(guarded, { key, address });
      expect(replay.statusCode).toBe(201);
      expect(replay.headers["idempotent-replayed"]).toBe("true");
      expect(replay.json().card.card_number).toBe(paid.json().card.card_number);
      const charges = await database.db
        .select()
        .from(localGatewayTransactions)
        .where(eq(localGatewayTransactions.orderId, key));
      expect(charges).toHaveLength(1);
    });

    it("/v2/order asks a guest for the captcha, not a signed-in registered member", async () => {
      const guest = await guarded.inject({
        method: "POST",
        url: "/api/store/v2/order",
        remoteAddress: nextAddress(),
        headers: { "idempotency-key": randomUUID() },
        payload: {
          email: "order-guest@example.com",
          postal: "M5V 2T6",
          payment_method_nonce: VALID,
        },
      });
      expectError(guest, 400, "captcha_required");
      const buyer = await createMember(guarded);
      const member = await guarded.inject({
        method: "POST",
        url: "/api/store/v2/order",
        remoteAddress: nextAddress(),
        headers: { ...buyer.headers, "idempotency-key": randomUUID() },
        payload: { province: "ON", payment_method_nonce: VALID },
      });
      expect(member.statusCode, member.body).toBe(201);
    });

    it("the VIP invitation needs a signed-in member and a solved captcha", async () => {
      const payload = {
        code: "VIPACCESS",
        email: "vip-friend@example.com",
        name: "Val",
        language: "en",
      };
      const visitor = await guarded.inject({ method: "POST", url: "/api/vip/code", payload });
      expectError(visitor, 401, "unauthorized");
      const sender = await createMember(guarded);
      const send = (captcha?: string) =>
        guarded.inject({
          method: "POST",
          url: "/api/vip/code",
          headers: { ...sender.headers, ...(captcha ? { "x-captcha-token": captcha } : {}) },
          payload,
        });
      expectError(await send(), 400, "captcha_required");
      expectError(await send("forged"), 403, "captcha_failed");
      expect((await send(SOLVED)).statusCode).toBe(200);
    });
  });

  describe("captcha with the local default adapter (no secret)", () => {
    it("asks no token, so the offline purchase keeps working; a sent token must be a test token", async () => {
      expect((await guestCheckout(local)).statusCode).toBe(201);
      expect((await guestCheckout(local, { captcha: LOCAL_CAPTCHA_TEST_TOKEN })).statusCode).toBe(
        201,
      );
      expectError(await guestCheckout(local, { captcha: "forged" }), 403, "captcha_failed");
    });
  });
});
