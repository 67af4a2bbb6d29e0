import {
  categoriesResponseSchema,
  NBSP,
  NNBSP,
  offerDetailResponseSchema,
  offerLegalResponseSchema,
  offersPageResponseSchema,
} from "@spc/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedOfferIds } from "../../../db/seed";
import { get, useCatalogueApp } from "../../../testing/catalogue";
import { invalidateCatalogue } from "./cache";
import { okAnswer } from "./http";

const ctx = useCatalogueApp();
const id = seedOfferIds.pizza;

describe("French catalogue text, as the API answers it", () => {
  beforeAll(async () => {
    // Written plainly, as a back-office editor or an import would.
    const db = ctx.database().db;
    await db.execute(sql`update offers set title_fr = 'L''offre du jour : 20 % de rabais!',
      title_en = 'Chef''s pick: 20% off!', description_fr = 'Faim? Voir https://spc.ca/aide?x=1'
      where id = ${id}`);
    await db.execute(sql`update offer_legal set legal_fr = 'Valide jusqu''à 10:30; « Aucun » échange.'
      where offer_id = ${id}`);
    await db.execute(sql`update categories set name_fr = 'Santé et sport!'
      where id = (select category_id from offers where id = ${id})`);
    invalidateCatalogue(db);
  });

  it("is set by the French typography rule on the offer page", async () => {
    const { offer } = offerDetailResponseSchema.parse(
      (await get(ctx.app(), `/v2/offers/${id}`)).body,
    );
    expect(offer.title_fr).toBe(`L’offre du jour${NBSP}: 20${NBSP}% de rabais${NNBSP}!`);
    expect(offer.description_fr).toBe(`Faim${NNBSP}? Voir https://spc.ca/aide?x=1`);
    expect(offer.legal_fr).toBe(`Valide jusqu’à 10:30${NNBSP}; «${NBSP}Aucun${NBSP}» échange.`);
    // English is English: the rule is the French one.
    expect(offer.title_en).toBe("Chef's pick: 20% off!");
  });

  it("is set the same in listings, the legal text and the categories", async () => {
    const listed = offersPageResponseSchema
      .parse((await get(ctx.app(), "/v5/offers/summary?page_size=100")).body)
      .data.find((card) => card.offer_id === id);
    expect(listed?.title_fr).toBe(`L’offre du jour${NBSP}: 20${NBSP}% de rabais${NNBSP}!`);

    const legal = offerLegalResponseSchema.parse(
      (await get(ctx.app(), `/offerLegal?offer_id=${id}`)).body,
    );
    expect(legal.legal_fr).toContain(`10:30${NNBSP};`);

    const { data } = categoriesResponseSchema.parse((await get(ctx.app(), "/v2/categories")).body);
    expect(data.map((category) => category.name_fr)).toContain(`Santé et sport${NNBSP}!`);
  });
});

describe("okAnswer", () => {
  it("sets French text fields and leaves French addresses alone", () => {
    const answer = okAnswer({
      data: [{ text_fr: "Vite!", url_fr: "https://spc.ca/l'offre?a=1", image_fr: "/a'b.svg" }],
    });
    if (!answer.ok) throw new Error("expected an answer");
    expect(JSON.parse(answer.identity.bytes.toString())).toEqual({
      data: [
        { text_fr: `Vite${NNBSP}!`, url_fr: "https://spc.ca/l'offre?a=1", image_fr: "/a'b.svg" },
      ],
    });
  });
});
