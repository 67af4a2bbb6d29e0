import { createHash, randomUUID } from "node:crypto";
import {
  codeValidationResponseSchema,
  configFlagResponseSchema,
  promoProductResponseSchema,
  vipVerifyResponseSchema,
} from "@spc/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HCAPTCHA_TEST_RESPONSE_TOKEN, LOCAL_CAPTCHA_TEST_TOKEN } from "../../../adapters/captcha";
import { cards, outbox, profiles } from "../../../db/schema";
import { createMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

describe("store, promos, VIP and offers code endpoints", () => {
  const ctx = useTestApp();

  it("GET /product_and_bonus and /v2/vault_client_token (local gateway)", async () => {
    const product = await ctx.app().inject({ url: "/api/store/product_and_bonus" });
    expect(product.json()).toEqual({
      product: { id: "1_year_card", description_en: "2019/20 Membership", price: 11.99 },
      currency: "CAD",
      price_cents: 1199,
      bonus: null,
    });
    const token = await ctx.app().inject({ url: "/api/store/v2/vault_client_token" });
    expect(token.json()).toEqual({ client_token: "local-test-gateway", gateway: "local" });
  });

  it("GET offers /validatePromoCode and /school_code answer valid or the reason", async () => {
    const valid = codeValidationResponseSchema.parse(
      (await ctx.app().inject({ url: "/api/offers/validatePromoCode/student10" })).json(),
    );
    expect(valid).toMatchObject({ valid: true, code: "STUDENT10", kind: "promo" });
    expect(valid.discount).toEqual({ type: "percent", value: 10 });
    const cases: [string, string][] = [
      ["/api/offers/validatePromoCode/SPRING25", "expired"],
      ["/api/offers/validatePromoCode/EARLYBIRD15", "not_started"],
      ["/api/offers/validatePromoCode/NOPE", "not_found"],
      ["/api/offers/validatePromoCode/UOFT15", "wrong_kind"],
      ["/api/offers/school_code/STUDENT10", "wrong_kind"],
    ];
    for (const [url, reason] of cases) {
      expect((await ctx.app().inject({ url })).json(), url).toMatchObject({ valid: false, reason });
    }
    const school = await ctx.app().inject({ url: "/api/offers/school_code/uoft15" });
    expect(school.json()).toMatchObject({
      valid: true,
      kind: "school",
      school_name: "University of Toronto",
    });
  });

  it("promos /v2/product prices with a code (plain or hashed) and the member's province", async () => {
    const member = await createMember(ctx.app());
    await ctx
      .database()
      .db.update(profiles)
      .set({ province: "QC" })
      .where(eq(profiles.userId, member.userId));
    const plain = promoProductResponseSchema.parse(
      (
        await ctx.app().inject({
          url: "/api/promos/v2/product?promocode=WELCOME5",
          headers: member.headers,
        })
      ).json(),
    );
    // 6.99 in Quebec: GST 0.3495 → 0.35, QST 0.6972… → 0.70
    expect(plain.price).toMatchObject({ discount_cents: 500, tax_cents: 105, total_cents: 804 });
    const hash = createHash("sha256").update("WELCOME5").digest("hex");
    const hashed = await ctx.app().inject({
      url: `/api/promos/v2/product?promocode=${hash}&is_hashed=true`,
      headers: member.headers,
    });
    expect(hashed.json().price.total_cents).toBe(804);
    const bad = await ctx.app().inject({ url: "/api/promos/v2/product?promocode=NOPE" });
    expect(bad.json()).toMatchObject({
      promo: { valid: false, reason: "not_found" },
      price: { discount_cents: 0, total_cents: 1199, province: null },
    });
    const guest = await ctx.app().inject({
      url: "/api/promos/v2/product/guest?promocode=STUDENT10&postal=M5V%203L9",
    });
    expect(guest.json().price).toMatchObject({ province: "ON", total_cents: 1219 });
  });

  it("VIP: POST /code e-mails the invitation; POST /verifyCode gives a free card once", async () => {
    const sender = await createMember(ctx.app());
    const invitation = { code: "vipaccess", email: "vip@example.com", name: "Val", language: "fr" };
    const anonymous = await ctx.app().inject({
      method: "POST",
      url: "/api/vip/code",
      payload: invitation,
    });
    expect(anonymous.statusCode).toBe(401);
    const invite = await ctx.app().inject({
      method: "POST",
      url: "/api/vip/code",
      headers: sender.headers,
      payload: invitation,
    });
    expect(invite.json()).toEqual({ success: true });
    const [mail] = await ctx
      .database()
      .db.select()
      .from(outbox)
      .where(eq(outbox.toAddress, "vip@example.com"));
    expect(mail!.text).toContain("VIPACCESS");
    const refused = await ctx.app().inject({
      method: "POST",
      url: "/api/vip/code",
      headers: sender.headers,
      payload: { code: "STUDENT10", email: "vip@example.com", name: "Val", language: "en" },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe("access code not valid");

    const member = await createMember(ctx.app());
    const verify = () =>
      ctx.app().inject({
        method: "POST",
        url: "/api/vip/verifyCode",
        headers: member.headers,
        payload: { code: "VIPACCESS" },
      });
    const first = await verify();
    expect(first.statusCode, first.body).toBe(201);
    const { card } = vipVerifyResponseSchema.parse(first.json());
    const second = await verify();
    expect(second.json().card.card_number).toBe(card.card_number);
    const owned = await ctx
      .database()
      .db.select()
      .from(cards)
      .where(eq(cards.userId, member.userId));
    expect(owned).toHaveLength(1);
    const visitor = await ctx.app().inject({
      method: "POST",
      url: "/api/vip/verifyCode",
      payload: { code: "VIPACCESS" },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("PUT /updatePaymentMethod verifies the nonce and keeps a renewal promo code", async () => {
    const member = await createMember(ctx.app());
    const declined = await ctx.app().inject({
      method: "PUT",
      url: "/api/store/updatePaymentMethod",
      headers: member.headers,
      payload: { nonce: "fake-processor-declined-visa-nonce" },
    });
    expect(declined.statusCode).toBe(402);
    const saved = await ctx.app().inject({
      method: "PUT",
      url: "/api/store/updatePaymentMethod",
      headers: member.headers,
      payload: { nonce: "fake-valid-amex-nonce", promoCode: "student10" },
    });
    expect(saved.json()).toEqual({
      success: true,
      payment_method: { brand: "American Express", last4: "0005" },
      renewal_promo_code: "STUDENT10",
      renewal_status: "none",
    });
  });

  it("GET /v2/referrals_codes gives the member's code and what a friend gets with it", async () => {
    const referrer = await createMember(ctx.app());
    const response = await ctx.app().inject({
      url: "/api/store/v2/referrals_codes",
      headers: referrer.headers,
    });
    const body = response.json();
    expect(body).toMatchObject({
      referral_count: 0,
      referral_discount: { type: "percent", value: 10 },
    });
    const friend = await createMember(ctx.app());
    await ctx
      .database()
      .db.update(profiles)
      .set({ province: "AB" })
      .where(eq(profiles.userId, friend.userId));
    const bought = await ctx.app().inject({
      method: "POST",
      url: "/api/store/v4/checkout/purchase",
      headers: {
        ...friend.headers,
        "idempotency-key": randomUUID(),
        "x-payment-nonce": "fake-valid-nonce",
      },
      payload: { referral_code: body.referral_code },
    });
    expect(bought.json().order).toMatchObject({
      discount_cents: 120,
      applied_referral_code: body.referral_code,
    });
    const after = await ctx.app().inject({
      url: "/api/store/v2/referrals_codes",
      headers: referrer.headers,
    });
    expect(after.json().referral_count).toBe(1);
    const own = await ctx.app().inject({
      url: `/api/offers/validatePromoCode/${body.referral_code}`,
      headers: referrer.headers,
    });
    expect(own.json()).toMatchObject({ valid: false, reason: "own_referral_code" });
  });

  it("POST /user/send_golden_ticket_email: 404 without a golden ticket, else e-mails it", async () => {
    const member = await createMember(ctx.app(), { cards: [{}] });
    const call = () =>
      ctx.app().inject({
        method: "POST",
        url: "/api/store/user/send_golden_ticket_email",
        headers: member.headers,
      });
    expect((await call()).json().error.code).toBe("no_golden_ticket");
    await ctx
      .database()
      .db.update(cards)
      .set({ isGTicket: true })
      .where(eq(cards.userId, member.userId));
    expect((await call()).json()).toEqual({ success: true });
  });

  it("captcha: the local adapter accepts only the documented test tokens", async () => {
    for (const path of ["verifyRecaptcha", "verifyHCaptcha"]) {
      for (const token of [LOCAL_CAPTCHA_TEST_TOKEN, HCAPTCHA_TEST_RESPONSE_TOKEN]) {
        const ok = await ctx.app().inject({ url: `/api/store/${path}?token=${token}` });
        expect(ok.json()).toEqual({ success: true, error_codes: [] });
      }
      const bad = await ctx.app().inject({ url: `/api/store/${path}?token=robot` });
      expect(bad.json()).toEqual({ success: false, error_codes: ["invalid-input-response"] });
    }
  });

  it("GET /verifyEventId, /topBannerStatus and /getConfigFlag", async () => {
    const event = await ctx.app().inject({
      url: "/api/store/verifyEventId?event_id=bts-2026&campus_id=uoft",
    });
    expect(event.json()).toMatchObject({
      valid: true,
      message: "active event link available",
      event: { school_code: "UOFT15" },
    });
    const missing = await ctx
      .app()
      .inject({ url: "/api/store/verifyEventId?event_id=x&campus_id=y" });
    expect(missing.json()).toMatchObject({ valid: false, event: null });

    const banner = await ctx.app().inject({ url: "/api/store/topBannerStatus" });
    expect(banner.json()).toMatchObject({
      show: true,
      promo_code: "BACK2SCHOOL20",
      discount: { type: "percent", value: 20 },
    });

    const flag = await ctx
      .app()
      .inject({ url: "/api/store/getConfigFlag", headers: { id: "spc_plus" } });
    expect(configFlagResponseSchema.parse(flag.json())).toMatchObject({
      id: "spc_plus",
      enabled: true,
    });
    const unknown = await ctx
      .app()
      .inject({ url: "/api/store/getConfigFlag", headers: { id: "nope" } });
    expect(unknown.statusCode).toBe(404);
  });
});
