import { beforeAll, describe, expect, it } from "vitest";
import { seedOfferIds } from "../../../db/seed";
import type { TestMember } from "../../../testing/members";
import { createStaff } from "../../../testing/staff";
import { useTestApp } from "../../../testing/use-test-app";

const ctx = useTestApp();
let editor: TestMember;
beforeAll(async () => {
  editor = await createStaff(ctx.app(), "editor");
});

const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
  ctx.app().inject({ method, url, headers: editor.headers, ...(payload ? { payload } : {}) });

describe("catalogue references, tags and collections", () => {
  it("lists categories with their subcategories and the tags for the offer form", async () => {
    const refs = (await call("GET", "/api/admin/catalogue/refs")).json();
    expect(refs.categories.length).toBeGreaterThan(3);
    expect(
      refs.categories.some((c: { subcategories: unknown[] }) => c.subcategories.length > 0),
    ).toBe(true);
    expect(refs.tags.length).toBeGreaterThan(0);
  });

  it("creates and renames a tag, refusing a slug in use", async () => {
    const created = await call("POST", "/api/admin/tags", {
      slug: "late-night",
      name_en: "Late night",
      name_fr: "Tard le soir",
    });
    expect(created.statusCode, created.body).toBe(201);
    const again = await call("POST", "/api/admin/tags", {
      slug: "late-night",
      name_en: "X",
      name_fr: "X",
    });
    expect(again.statusCode).toBe(409);
    const renamed = await call("PATCH", `/api/admin/tags/${created.json().id}`, {
      name_fr: "En soirée",
    });
    expect(renamed.json()).toMatchObject({ slug: "late-night", name_fr: "En soirée" });
  });

  it("makes a collection, fills it in order, and puts it first in the home page's themes", async () => {
    const created = await call("POST", "/api/admin/collections", {
      name_en: "Exam week fuel",
      name_fr: "Carburant d’examens",
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().id;
    const filled = await call("PUT", `/api/admin/collections/${id}/offers`, {
      offer_ids: [seedOfferIds.cafe, seedOfferIds.pizza],
    });
    expect(filled.json().offer_ids).toEqual([seedOfferIds.cafe, seedOfferIds.pizza]);
    const unknown = await call("PUT", `/api/admin/collections/${id}/offers`, {
      offer_ids: [999_999],
    });
    expect(unknown.statusCode).toBe(400);

    const all = (await call("GET", "/api/admin/collections")).json().items as { id: number }[];
    const order = [id, ...all.map((c) => c.id).filter((other) => other !== id)];
    const reordered = await call("PUT", "/api/admin/collections/order", { ids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const themes = (await ctx.app().inject({ url: "/api/offers/theme/order" })).json().data as {
      type: string;
      collection_id: number | null;
    }[];
    expect(themes.find((theme) => theme.type === "collection")?.collection_id).toBe(id);

    const partial = await call("PUT", "/api/admin/collections/order", { ids: [id] });
    expect(partial.statusCode).toBe(400);
  });
});
