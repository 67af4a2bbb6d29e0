import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AD_IMAGE_SLOTS } from "@spc/shared";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema";
import type { TestMember } from "../../../testing/members";
import { createStaff } from "../../../testing/staff";
import { useTestApp } from "../../../testing/use-test-app";

const ctx = useTestApp({ env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "spc-email-opts-")) } });
let editor: TestMember;
let support: TestMember;
beforeAll(async () => {
  editor = await createStaff(ctx.app(), "editor");
  support = await createStaff(ctx.app(), "support");
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3d5a80" } })
    .png()
    .toBuffer();

const served = async () =>
  (await ctx.app().inject({ url: "/api/users/emailopt/all" })).json().data as { title: string }[];

describe("e-mail opt-in pop-up records in the back office", () => {
  it("creates an inactive record on every page, takes its four pictures, then serves it once on, with audit rows", async () => {
    const created = await ctx.app().inject({
      method: "POST",
      url: "/api/admin/email-opts",
      headers: editor.headers,
      payload: {
        title_en: "Deals in your inbox every Monday",
        title_fr: "Des aubaines dans votre boîte chaque lundi",
        display_cooldown_hours: 48,
        is_active: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ is_active: false, display_page: "all", image_en: "" });

    const early = await ctx.app().inject({
      method: "PATCH",
      url: `/api/admin/email-opts/${record.id}`,
      headers: editor.headers,
      payload: { is_active: true },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.details.fields).toHaveLength(4);

    for (const slot of AD_IMAGE_SLOTS) {
      const mobile = slot.startsWith("image_mobile");
      const upload = await ctx.app().inject({
        method: "PUT",
        url: `/api/admin/email-opts/${record.id}/image?slot=${slot}`,
        headers: { ...editor.headers, "content-type": "image/png" },
        payload: await picture(mobile ? 900 : 1600, mobile ? 1600 : 1200),
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const url: string = upload.json()[slot];
      expect(url).toMatch(
        new RegExp(`^/media/email-opts/${record.id}-[0-9a-f]{16}-${slot}\\.webp$`),
      );
    }
    expect((await served()).map((r) => r.title)).not.toContain("Deals in your inbox every Monday");

    const on = await ctx.app().inject({
      method: "PATCH",
      url: `/api/admin/email-opts/${record.id}`,
      headers: editor.headers,
      payload: { is_active: true, display_page: "search" },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ is_active: true, display_page: "search" });
    expect((await served()).map((r) => r.title)).toContain("Deals in your inbox every Monday");

    const rows = await ctx
      .app()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "email_opt"), eq(auditLog.entityId, String(record.id))))
      .orderBy(asc(auditLog.id));
    // create, four pictures, switched on (the refused switch wrote nothing)
    expect(rows.map((row) => row.action)).toEqual([
      "create",
      "update",
      "update",
      "update",
      "update",
      "update",
    ]);
    expect(rows.every((row) => row.actorEmail === editor.email)).toBe(true);
    expect(rows.at(-1)).toMatchObject({
      before: expect.objectContaining({ is_active: false, display_page: "all" }),
      after: expect.objectContaining({ is_active: true, display_page: "search" }),
    });
  });

  it("lists records for support staff, who cannot change them", async () => {
    const list = await ctx.app().inject({ url: "/api/admin/email-opts", headers: support.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.length).toBeGreaterThan(0);
    const id = list.json().items[0].id;
    const refused = await ctx.app().inject({
      method: "PATCH",
      url: `/api/admin/email-opts/${id}`,
      headers: support.headers,
      payload: { is_active: false },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("refuses a display page outside all, deals, category and search", async () => {
    const response = await ctx.app().inject({
      method: "POST",
      url: "/api/admin/email-opts",
      headers: editor.headers,
      payload: { title_en: "x", title_fr: "x", display_page: "home" },
    });
    expect(response.statusCode).toBe(400);
  });
});
