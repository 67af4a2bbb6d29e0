import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedOfferIds } from "../../../db/seed";
import type { TestMember } from "../../../testing/members";
import { createStaff } from "../../../testing/staff";
import { useTestApp } from "../../../testing/use-test-app";

const ctx = useTestApp();
let editor: TestMember;
let admin: TestMember;
beforeAll(async () => {
  editor = await createStaff(ctx.app(), "editor");
  admin = await createStaff(ctx.app(), "admin");
});

const importUrl = `/api/admin/offers/${seedOfferIds.randomPool}/codes`;

function upload(who: TestMember, body: string, type = "text/csv") {
  return ctx.app().inject({
    method: "POST",
    url: importUrl,
    headers: { ...who.headers, "content-type": type },
    payload: body,
  });
}

async function auditRows(entityType: string) {
  const response = await ctx.app().inject({
    url: `/api/admin/audit?entity_type=${entityType}`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().entries as {
    action: string;
    actor_email: string;
    entity_id: string;
    before: unknown;
    after: unknown;
  }[];
}

describe("POST /api/admin/offers/{id}/codes", () => {
  it("imports a clean CSV file, records who did it, and shows in the pool levels", async () => {
    const response = await upload(editor, "code,batch\nNEW-1,a\nNEW-2,a\nNEW-3,a\n");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "imported", read: 3, imported: 3 });
    const [row] = await auditRows("code_pool");
    expect(row).toMatchObject({
      action: "import",
      actor_email: editor.email,
      entity_id: String(seedOfferIds.randomPool),
      after: { imported: 3 },
    });
    const levels = await ctx
      .app()
      .inject({ url: "/api/admin/codes/levels", headers: editor.headers });
    const pool = levels
      .json()
      .pools.find((p: { offer_id: number }) => p.offer_id === seedOfferIds.randomPool);
    expect(pool.total).toBeGreaterThanOrEqual(3);
  });

  it("reports a file that repeats a pool code and imports none of it, with no audit row", async () => {
    const before = (await auditRows("code_pool")).length;
    const response = await upload(editor, "FRESH-1\nNEW-1\n", "text/plain");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "rejected",
      imported: 0,
      duplicates_in_pool: { count: 1, samples: [{ code: "NEW-1", line: 2 }] },
    });
    expect(await auditRows("code_pool")).toHaveLength(before);
  });

  it("refuses a body that is not a text file, and a file over the limit by its declared length", async () => {
    const json = await ctx.app().inject({
      method: "POST",
      url: importUrl,
      headers: { ...editor.headers, "content-type": "application/json" },
      payload: { codes: ["A"] },
    });
    expect(json.statusCode).toBe(415);
    const big = await ctx.app().inject({
      method: "POST",
      url: importUrl,
      headers: {
        ...editor.headers,
        "content-type": "text/plain",
        "content-length": String(65 * 1024 * 1024),
      },
      payload: "A\n",
    });
    expect(big.statusCode).toBe(413);
  });
});

describe("PUT /api/admin/offers/{id}/codes/alert", () => {
  it("sets the low-stock level with its before and after in the audit log", async () => {
    const url = `/api/admin/offers/${seedOfferIds.uniquePool}/codes/alert`;
    const set = await ctx
      .app()
      .inject({ method: "PUT", url, headers: editor.headers, payload: { threshold: 5 } });
    expect(set.statusCode).toBe(204);
    const [row] = await auditRows("code_pool");
    expect(row).toMatchObject({
      action: "update",
      before: { alert_threshold: null },
      after: { alert_threshold: 5 },
    });
    const notPool = await ctx.app().inject({
      method: "PUT",
      url: `/api/admin/offers/${seedOfferIds.pizza}/codes/alert`,
      headers: editor.headers,
      payload: { threshold: 5 },
    });
    expect(notPool.statusCode).toBe(404);
    const bad = await ctx
      .app()
      .inject({ method: "PUT", url, headers: editor.headers, payload: { threshold: -1 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("GET /api/admin/partners/{id}/reveals.csv", () => {
  it("answers a CSV attachment and logs the export", async () => {
    const response = await ctx.app().inject({
      url: "/api/admin/partners/1/reveals.csv?from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z",
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="reveals-partner-1-/,
    );
    expect(response.body.replace(/^\uFEFF/, "").split("\n")[0]).toBe(
      "revealed_at,offer_id,offer_title,kind,code,channel",
    );
    const [row] = await auditRows("partner_reveals");
    expect(row).toMatchObject({ action: "export", entity_id: "1" });
  });

  it("refuses a range that ends before it starts", async () => {
    const response = await ctx.app().inject({
      url: "/api/admin/partners/1/reveals.csv?from=2027-01-01T00:00:00Z&to=2026-01-01T00:00:00Z",
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("the audit log", () => {
  it("cannot be changed or deleted, even by SQL", async () => {
    const db = ctx.database().db;
    await expect(db.execute(sql`UPDATE audit_log SET action = 'nothing'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    expect((await auditRows("code_pool")).length).toBeGreaterThan(0);
  });
});
