import { adsResponseSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { get, useCatalogueApp } from "../../../testing/catalogue";

const ctx = useCatalogueApp();

// Issue 14: on /fr pages the ad stayed English beside French buttons (decision 0028).
describe("GET /v4/ads in both languages", () => {
  it("gives every record its headline, body and call to action in English and French", async () => {
    const { data } = adsResponseSchema.parse((await get(ctx.app(), "/v4/ads")).body);
    const backToSchool = data.find((ad) => ad.image_en.includes("back-to-school"));
    expect(backToSchool).toMatchObject({
      title: "Back to school: fuel up for less",
      title_fr: "Rentrée\u00a0: faites le plein pour moins cher",
      description: "Coffee, pizza and groceries near campus, at student prices all term long.",
      description_fr: "Café, pizza et épicerie près du campus, à prix étudiant toute la session.",
      text: "See the deals",
      text_fr: "Voir les aubaines",
    });
    for (const ad of data) {
      expect(ad.title_fr).not.toBe("");
      expect(ad.title_fr).not.toBe(ad.title);
      if (ad.description) expect(ad.description_fr).not.toBe(ad.description);
      // A clickable record names its call to action in both languages.
      if (ad.is_clickable) expect([ad.text, ad.text_fr].every(Boolean)).toBe(true);
    }
  });

  it("gives every picture a text alternative in each language", async () => {
    const { data } = adsResponseSchema.parse((await get(ctx.app(), "/v4/ads")).body);
    for (const ad of data) {
      expect(ad.image_alt_en).not.toBe("");
      expect(ad.image_alt_fr).not.toBe("");
      // It says what the picture shows: the headline is already the dialog's name.
      expect(ad.image_alt_en).not.toBe(ad.title);
      expect(ad.image_alt_fr).not.toBe(ad.title_fr);
    }
  });

  it("documents the French copy and the alt text in the OpenAPI listing", async () => {
    const response = await ctx.app().inject({ url: "/api/docs/json" });
    const ads = response.json().paths["/api/offers/v4/ads"].get;
    const record = ads.responses["200"].content["application/json"].schema.properties.data.items;
    for (const field of [
      "title",
      "title_fr",
      "description",
      "description_fr",
      "text",
      "text_fr",
      "image_alt_en",
      "image_alt_fr",
    ]) {
      expect(record.required).toContain(field);
      expect(record.properties[field]).toMatchObject({ type: "string" });
      expect(record.properties[field].description).toEqual(expect.any(String));
    }
  });
});
