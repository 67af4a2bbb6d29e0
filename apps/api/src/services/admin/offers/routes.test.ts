import { beforeAll, describe, expect, it } from "vitest";
import { seedOfferIds } from "../../../db/seed";
import type { TestMember } from "../../../testing/members";
import { createStaff } from "../../../testing/staff";
import { useTestApp } from "../../../testing/use-test-app";

const ctx = useTestApp();
let editor: TestMember;
let support: TestMember;
let partnerId: number;
let categoryId: number;
beforeAll(async () => {
  editor = await createStaff(ctx.app(), "editor");
  support = await createStaff(ctx.app(), "support");
  const existing = await ctx
    .app()
    .inject({ url: `/api/admin/offers/${seedOfferIds.pizza}`, headers: editor.headers });
  partnerId = existing.json().partner_id;
  categoryId = existing.json().category_id;
});

const call = (who: TestMember, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  ctx.app().inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const newOffer = () => ({
  partner_id: partnerId,
  category_id: categoryId,
  title_en: `Two-for-one lattes ${Date.now()}`,
  title_fr: `Deux lattés pour un ${Date.now()}`,
  description_en: "Every weekday before noon.",
  description_fr: "En semaine, avant midi.",
  legal_en: "One per visit.",
  legal_fr: "Un par visite.",
  online: false,
  in_store: true,
  start_date: new Date(Date.now() - 60_000).toISOString(),
  code_mode: "static",
  static_code: "LATTE2",
});

async function inSummary(title: string): Promise<boolean> {
  const response = await ctx
    .app()
    .inject({ url: "/api/offers/v5/offers/summary?sort_by=new&page_size=100" });
  return response.json().data.some((card: { title_en: string }) => card.title_en === title);
}

describe("offers in the back office", () => {
  it("creates a draft that nobody outside sees, previews it, publishes it into the listings at once", async () => {
    const body = newOffer();
    const created = await call(editor, "POST", "/api/admin/offers", body);
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json();
    expect(offer).toMatchObject({
      status: "draft",
      legal_fr: "Un par visite.",
      static_code: "LATTE2",
    });

    expect((await ctx.app().inject({ url: `/api/offers/v2/offers/${offer.id}` })).statusCode).toBe(
      404,
    );
    expect(await inSummary(body.title_en)).toBe(false);

    const preview = await call(support, "GET", `/api/admin/offers/${offer.id}/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().offer).toMatchObject({
      title_fr: body.title_fr,
      legal_en: "One per visit.",
    });

    const published = await call(editor, "POST", `/api/admin/offers/${offer.id}/status`, {
      status: "active",
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().status).toBe("active");
    expect((await ctx.app().inject({ url: `/api/offers/v2/offers/${offer.id}` })).statusCode).toBe(
      200,
    );
    expect(await inSummary(body.title_en)).toBe(true);

    const audit = await call(
      editor,
      "GET",
      `/api/admin/audit?entity_type=offer&entity_id=${offer.id}`,
    );
    expect(audit.json().entries.map((entry: { action: string }) => entry.action)).toEqual([
      "publish",
      "create",
    ]);
  });

  it("changes a published offer on the site at once, and delists it", async () => {
    const created = (await call(editor, "POST", "/api/admin/offers", newOffer())).json();
    await call(editor, "POST", `/api/admin/offers/${created.id}/status`, { status: "active" });
    await ctx.app().inject({ url: `/api/offers/v2/offers/${created.id}` }); // cached now
    const renamed = await call(editor, "PATCH", `/api/admin/offers/${created.id}`, {
      title_en: "Renamed latte deal",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const page = await ctx.app().inject({ url: `/api/offers/v2/offers/${created.id}` });
    expect(page.json().offer.title_en).toBe("Renamed latte deal");

    const delisted = await call(editor, "POST", `/api/admin/offers/${created.id}/status`, {
      status: "delisted",
    });
    expect(delisted.json().status).toBe("delisted");
    expect(
      (await ctx.app().inject({ url: `/api/offers/v2/offers/${created.id}` })).statusCode,
    ).toBe(410);
    const again = await call(editor, "POST", `/api/admin/offers/${created.id}/status`, {
      status: "delisted",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details).toEqual({ from: "delisted", to: "delisted" });
  });

  it("names every field at fault: rules across fields and rows that do not exist", async () => {
    const bad = await call(editor, "POST", "/api/admin/offers", {
      ...newOffer(),
      online: false,
      in_store: false,
      static_code: null,
      category_id: 999_999,
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .error.details.fields.map((f: { path: string }) => f.path)
      .sort();
    expect(fields).toEqual(["category_id", "online", "static_code"]);

    const created = (await call(editor, "POST", "/api/admin/offers", newOffer())).json();
    const patch = await call(editor, "PATCH", `/api/admin/offers/${created.id}`, {
      static_code: null,
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.details.fields).toEqual([
      { path: "static_code", message: "a static code offer needs its code" },
    ]);
  });

  it("lists with filters and search, and keeps support read-only", async () => {
    const list = await call(support, "GET", "/api/admin/offers?status=draft&page_size=25");
    expect(list.statusCode).toBe(200);
    expect(list.json().items.every((row: { status: string }) => row.status === "draft")).toBe(true);
    const search = await call(support, "GET", "/api/admin/offers?q=latte");
    expect(search.json().total).toBeGreaterThan(0);
    const write = await call(support, "POST", "/api/admin/offers", newOffer());
    expect(write.statusCode).toBe(403);
  });

  it("reads every seeded offer (answers are not held to the input rules)", async () => {
    const list = await call(support, "GET", "/api/admin/offers?page_size=100&sort=title");
    for (const row of list.json().items as { id: number }[]) {
      const response = await call(support, "GET", `/api/admin/offers/${row.id}`);
      expect(response.statusCode, `offer ${row.id}: ${response.body}`).toBe(200);
    }
  });
});
