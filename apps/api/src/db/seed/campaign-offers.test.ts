import { offerDetailResponseSchema, offerUrlResponseSchema, SAMSUNG10_OFFER_ID } from "@spc/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createMember, type TestMember } from "../../testing/members";
import { useTestApp } from "../../testing/use-test-app";
import { seedOfferIds } from ".";

describe("the /samsung10 campaign offer (spec §2.1)", () => {
  const ctx = useTestApp();
  let member: TestMember;

  beforeAll(async () => {
    member = await createMember(ctx.app(), { cards: [{ cobrand: "spc" }] });
  });

  it("is seeded under the id the web's /samsung10 redirect carries", () => {
    expect(seedOfferIds.samsung10).toBe(SAMSUNG10_OFFER_ID);
  });

  it("is a running, link-only online offer that everyone can see", async () => {
    const response = await ctx.app().inject({ url: `/api/offers/v2/offers/${SAMSUNG10_OFFER_ID}` });
    expect(response.statusCode, response.body).toBe(200);
    const { offer } = offerDetailResponseSchema.parse(response.json());
    expect(offer).toMatchObject({ online: true, code_mode: "no_code", is_spc_plus: false });
  });

  it("gives a member the partner link /redirect-to-partner leaves for", async () => {
    const response = await ctx.app().inject({
      url: `/api/offers/v2/offers/${SAMSUNG10_OFFER_ID}/url`,
      headers: member.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(offerUrlResponseSchema.parse(response.json()).url).toMatch(
      /^https:\/\/[^/]+\/students$/,
    );
  });
});
