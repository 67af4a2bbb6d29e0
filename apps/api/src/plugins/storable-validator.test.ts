import { ERROR_CODES, errorEnvelopeSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../testing/use-test-app";

/** The routes the attack report named, each with input PostgreSQL cannot store or hold. */
describe("input the database cannot store", () => {
  const ctx = useTestApp();

  async function send(options: {
    method?: "GET" | "POST" | "PUT";
    url: string;
    payload?: unknown;
  }) {
    const response = await ctx.app().inject({
      method: options.method ?? "GET",
      url: options.url,
      ...(options.payload === undefined
        ? {}
        : {
            headers: { "content-type": "application/json" },
            payload:
              typeof options.payload === "string"
                ? options.payload
                : JSON.stringify(options.payload),
          }),
    });
    const body = errorEnvelopeSchema.safeParse(response.json());
    return { status: response.statusCode, error: body.data?.error, json: response.json() };
  }

  it("refuses a NUL byte in a query string with 400 validation_error naming the field", async () => {
    const answer = await send({ url: "/api/offers/v2/tags/suggestions?q=caf%00e" });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe(ERROR_CODES.validation);
    expect(answer.error?.message).toMatch(/\bq\b/);
  });

  // The endpoints of the attack report that answered 500 to a NUL byte, each now refused by the
  // one shared rule before its handler runs (anonymously: validation comes before any guard).
  it.each([
    ["GET", "/api/offers/v4/offers/category/food%00"],
    ["GET", "/api/offers/v4/categoryData/food%00"],
    ["GET", "/api/offers/v2/offers/partner/cafe%00"],
    ["GET", "/api/offers/proxy/website/cafe%00/url"],
    ["GET", "/api/offers/v2/trendingOffers?category=food%00"],
    ["POST", "/api/offers/v2/search", { q: "caf\u0000e" }],
    ["GET", "/api/offers/school_code/UQAM%00"],
    ["POST", "/api/users/isAllowedLogin", { email: "a\u0000@example.com" }],
    ["POST", "/api/users/updateLoginFailAttempt", { email: "a\u0000@example.com" }],
    ["PUT", "/api/store/updatePaymentMethod", { nonce: "fake-valid-nonce\u0000" }],
    ["GET", "/api/promos/v2/product?promocode=SPC%0010"],
    ["GET", "/api/promos/v2/product/guest?promocode=SPC%0010&postal=H2X1Y4"],
    ["POST", "/api/vip/verifyCode", { code: "VIP\u0000" }],
  ] as const)(
    "refuses a NUL byte on %s %s with 400 validation_error",
    async (method, url, payload?) => {
      const answer = await send({ method, url, payload });
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe(ERROR_CODES.validation);
    },
  );

  it("refuses a NUL byte in a path parameter", async () => {
    const answer = await send({ url: "/api/offers/validatePromoCode/SPC%0010" });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe(ERROR_CODES.validation);
  });

  it("refuses an unpaired surrogate in a JSON body field, naming it", async () => {
    const answer = await send({
      method: "POST",
      url: "/api/users/passwordIsValid",
      payload: { email: "a\uD800@example.com", password: "Secret123!" },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe(ERROR_CODES.validation);
    expect(answer.error?.message).toMatch(/email/);
  });

  it("refuses a NUL byte in the name of a field nobody declared", async () => {
    const answer = await send({
      method: "POST",
      url: "/api/offers/v2/search",
      payload: { q: "coffee", "x\u0000": 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe(ERROR_CODES.validation);
  });

  it("answers a sign-in with a NUL in the e-mail with 400 in the envelope", async () => {
    const answer = await send({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "member\u0000@example.com", password: "Secret123!" },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe(ERROR_CODES.validation);
  });

  it("answers a sign-in body nested 100,000 deep with 400 body_too_deep", async () => {
    const answer = await send({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe(ERROR_CODES.bodyTooDeep);
  });

  it("refuses ids beyond PostgreSQL's integer range with 400", async () => {
    for (const url of [
      "/api/offers/offerLegal?offer_id=2147483648",
      "/api/offers/v2/collection/2147483648",
      "/api/offers/v5/offers/summary?subcategory_filters=2147483648",
      "/api/offers/v5/offers/summary?current_page=9007199254740993",
    ]) {
      const answer = await send({ url });
      expect({ url, status: answer.status }).toEqual({ url, status: 400 });
      expect(answer.error?.code).toBe(ERROR_CODES.validation);
    }
  });

  it("finds no category for a numeric id beyond any row (404, not a failed query)", async () => {
    const answer = await send({ url: "/api/offers/v4/categoryData/2147483648" });
    expect(answer.status).toBe(404);
  });

  it("reads a postal code holding percent signs as text, without decoding it twice", async () => {
    const answer = await send({ url: "/api/users/validate/postal/%2500%25ff" });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { is_valid: false } });
  });
});
