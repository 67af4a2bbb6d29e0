import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../../db/schema";
import { useCheckoutApp, VALID } from "../../../testing/checkout";

const DAY = 86_400_000;

function utmHeader(record: Record<string, string>) {
  // As the web sends it: JSON escaped to ASCII (header values are Latin-1).
  return JSON.stringify({
    ...record,
    start_date: new Date(Date.now() - DAY).toISOString(),
    expiry_date: new Date(Date.now() + 6 * DAY).toISOString(),
  }).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

describe("a purchase's campaign attribution (the utm header)", () => {
  const { ctx, member, ordersOf } = useCheckoutApp();

  const buy = (headers: Record<string, string>, userHeaders: Record<string, string>) =>
    ctx.app().inject({
      method: "POST",
      url: "/api/store/v4/checkout/purchase",
      headers: {
        ...userHeaders,
        "idempotency-key": randomUUID(),
        "x-payment-nonce": VALID,
        ...headers,
      },
      payload: { language: "en" },
    });

  it("stores the header's source, medium and campaign on the order", async () => {
    const buyer = await member("ON");
    const answer = await buy(
      {
        utm: utmHeader({
          utm_source: "instagram",
          utm_medium: "social",
          utm_campaign: "rentrée-2026",
          utm_term: "students",
        }),
      },
      buyer.headers,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const [order] = await ordersOf(buyer.userId);
    expect([order?.utmSource, order?.utmMedium, order?.utmCampaign]).toEqual([
      "instagram",
      "social",
      "rentrée-2026",
    ]);
  });

  it("stores nulls without the header", async () => {
    const buyer = await member("ON");
    expect((await buy({}, buyer.headers)).statusCode).toBe(201);
    const [order] = await ordersOf(buyer.userId);
    expect([order?.utmSource, order?.utmMedium, order?.utmCampaign]).toEqual([null, null, null]);
  });

  it("ignores a malformed or expired header: the purchase still goes through", async () => {
    for (const utm of [
      "{not json",
      JSON.stringify({ utm_source: "no-dates" }),
      JSON.stringify({
        utm_source: "old",
        start_date: "2020-01-01T00:00:00Z",
        expiry_date: "2020-01-08T00:00:00Z",
      }),
      utmHeader({ utm_source: "x".repeat(300) }),
    ]) {
      const buyer = await member("ON");
      const answer = await buy({ utm }, buyer.headers);
      expect(answer.statusCode, utm.slice(0, 40)).toBe(201);
      const [order] = await ordersOf(buyer.userId);
      expect(order?.utmSource).toBeNull();
    }
  });

  it("keeps a guest order's attribution too", async () => {
    const email = `guest-${randomUUID()}@example.com`;
    const answer = await ctx.app().inject({
      method: "POST",
      url: "/api/store/v2/checkout/guest",
      headers: {
        "idempotency-key": randomUUID(),
        utm: utmHeader({ utm_source: "newsletter", utm_campaign: "winter" }),
      },
      payload: { language: "en", email, payment_method_nonce: VALID, province: "ON" },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const [order] = await ctx
      .database()
      .db.select()
      .from(orders)
      .where(eq(orders.guestEmail, email));
    expect([order?.utmSource, order?.utmMedium, order?.utmCampaign]).toEqual([
      "newsletter",
      null,
      "winter",
    ]);
  });
});
