import { adsModalAllResponseSchema, emailOptAllResponseSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { emailOpts } from "../../../db/schema";
import { createMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { invalidateCatalogue } from "../../offers";

const ctx = useTestApp();

async function read(path: string, headers: Record<string, string> = {}) {
  const response = await ctx.app().inject({ url: `/api/users${path}`, headers });
  return { response, body: response.json() };
}

describe("GET /api/users/ads-modal/all", () => {
  it("gives visitors the non-plus records only, the same records as /api/offers/v4/ads", async () => {
    const { response, body } = await read("/ads-modal/all");
    expect(response.statusCode).toBe(200);
    const { data } = adsModalAllResponseSchema.parse(body);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((ad) => !ad.is_spc_plus)).toBe(true);
    const all = (await ctx.app().inject({ url: "/api/offers/v4/ads" })).json().data;
    expect(data).toEqual(all.filter((ad: { is_spc_plus: boolean }) => !ad.is_spc_plus));
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("gives SPC+ members the plus records only, and members without SPC+ the others", async () => {
    const plus = await createMember(ctx.app(), { cards: [{ cobrand: "cibc" }] });
    const plusAds = adsModalAllResponseSchema.parse(
      (await read("/ads-modal/all", plus.headers)).body,
    );
    expect(plusAds.data.length).toBeGreaterThan(0);
    expect(plusAds.data.every((ad) => ad.is_spc_plus)).toBe(true);

    const member = await createMember(ctx.app(), { cards: [{ cobrand: "spc" }] });
    const memberAds = adsModalAllResponseSchema.parse(
      (await read("/ads-modal/all", member.headers)).body,
    );
    expect(memberAds.data.every((ad) => !ad.is_spc_plus)).toBe(true);

    // An expired bank card is no SPC+ membership.
    const lapsed = await createMember(ctx.app(), {
      cards: [{ cobrand: "cibc", expiryDate: "2020-01-01" }],
    });
    const lapsedAds = adsModalAllResponseSchema.parse(
      (await read("/ads-modal/all", lapsed.headers)).body,
    );
    expect(lapsedAds.data.every((ad) => !ad.is_spc_plus)).toBe(true);
  });
});

describe("GET /api/users/emailopt/all", () => {
  it("serves the seeded non-plus record in both languages to visitors", async () => {
    const { response, body } = await read("/emailopt/all");
    expect(response.statusCode).toBe(200);
    const { data } = emailOptAllResponseSchema.parse(body);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      is_spc_plus: false,
      display_page: "all",
      title: "New deals, straight to your inbox",
      image_en: "/images/email-opt/newsletter-en.svg",
    });
    expect(data[0]!.title_fr).not.toBe(data[0]!.title);
  });

  it("filters by tier and leaves inactive records out", async () => {
    const db = ctx.app().database.db;
    const pictures = {
      imageEn: "/a.png",
      imageFr: "/b.png",
      imageMobileEn: "/c.png",
      imageMobileFr: "/d.png",
    };
    await db.insert(emailOpts).values([
      { ...pictures, isSpcPlus: true, titleEn: "Plus news", titleFr: "Nouvelles Plus" },
      { ...pictures, isSpcPlus: false, isActive: false, titleEn: "Off", titleFr: "Éteint" },
    ]);
    // As a back-office write does (the version trigger catches other writers within seconds).
    invalidateCatalogue(db);
    const plus = await createMember(ctx.app(), { cards: [{ cobrand: "cibc" }] });
    const plusRecords = emailOptAllResponseSchema.parse(
      (await read("/emailopt/all", plus.headers)).body,
    ).data;
    expect(plusRecords.map((record) => record.title)).toEqual(["Plus news"]);

    const visitorRecords = emailOptAllResponseSchema.parse((await read("/emailopt/all")).body).data;
    expect(visitorRecords.map((record) => record.title)).toEqual([
      "New deals, straight to your inbox",
    ]);
  });

  it("is documented in the OpenAPI listing", async () => {
    const response = await ctx.app().inject({ url: "/api/docs/json" });
    const paths = response.json().paths;
    expect(paths["/api/users/emailopt/all"].get).toBeDefined();
    expect(paths["/api/users/ads-modal/all"].get).toBeDefined();
  });
});
