import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestMember } from "../../../testing/members";
import { createStaff } from "../../../testing/staff";
import { useTestApp } from "../../../testing/use-test-app";

const ctx = useTestApp({ env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "spc-partners-")) } });
let editor: TestMember;
let support: TestMember;
beforeAll(async () => {
  editor = await createStaff(ctx.app(), "editor");
  support = await createStaff(ctx.app(), "support");
});

const inject = (
  who: TestMember,
  method: "GET" | "POST" | "PATCH" | "PUT",
  url: string,
  payload?: object,
) => ctx.app().inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function lastAudit(entityId: number) {
  const response = await inject(
    editor,
    "GET",
    `/api/admin/audit?entity_type=partner&entity_id=${entityId}`,
  );
  return response.json().entries[0];
}

describe("partners in the back office", () => {
  it("creates a partner that the public site shows at once, with an audit row", async () => {
    const created = await inject(editor, "POST", "/api/admin/partners", {
      partner_name: "Aurora Books",
      url_name: "aurora-books",
      description_en: "Independent bookshop.",
      description_fr: "Librairie indépendante.",
    });
    expect(created.statusCode, created.body).toBe(201);
    const partner = created.json();
    expect(partner).toMatchObject({ url_name: "aurora-books", is_active: true, website_url: null });
    expect(await lastAudit(partner.id)).toMatchObject({
      action: "create",
      actor_email: editor.email,
      before: null,
      after: { partner_name: "Aurora Books" },
    });
    const publicPage = await ctx
      .app()
      .inject({ url: "/api/offers/v2/offers/partner/aurora-books" });
    expect(publicPage.statusCode).toBe(200);
  });

  it("refuses a url_name another partner uses, and a malformed one", async () => {
    const taken = await inject(editor, "POST", "/api/admin/partners", {
      partner_name: "Copy",
      url_name: "aurora-books",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details).toEqual({ field: "url_name" });
    const bad = await inject(editor, "POST", "/api/admin/partners", {
      partner_name: "Bad",
      url_name: "Not A Slug",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("changes only the fields sent, records before and after, and the public page follows", async () => {
    const list = await inject(support, "GET", "/api/admin/partners?q=aurora");
    expect(list.statusCode).toBe(200);
    const [row] = list.json().items;
    expect(list.json().total).toBe(1);
    const patch = await inject(editor, "PATCH", `/api/admin/partners/${row.id}`, {
      is_active: false,
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({
      is_active: false,
      description_en: "Independent bookshop.",
    });
    expect(await lastAudit(row.id)).toMatchObject({
      action: "update",
      before: { is_active: true },
      after: { is_active: false },
    });
    const publicPage = await ctx
      .app()
      .inject({ url: "/api/offers/v2/offers/partner/aurora-books" });
    expect(publicPage.statusCode).toBe(404);
    const empty = await inject(editor, "PATCH", `/api/admin/partners/${row.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it("pages and sorts the list", async () => {
    const page = await inject(
      support,
      "GET",
      "/api/admin/partners?page=2&page_size=25&sort=-offers",
    );
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.page).toBe(2);
    expect(body.items.length).toBeLessThanOrEqual(25);
    expect(body.total).toBeGreaterThan(25);
    const first = await inject(support, "GET", "/api/admin/partners?page_size=25&sort=-offers");
    const counts = first.json().items.map((item: { offer_count: number }) => item.offer_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const wrongSize = await inject(support, "GET", "/api/admin/partners?page_size=7");
    expect(wrongSize.statusCode).toBe(400);
  });
});

describe("partner logos", () => {
  const png = () =>
    sharp({ create: { width: 300, height: 120, channels: 4, background: "#c8102e" } })
      .png()
      .toBuffer();

  it("resizes an uploaded PNG into square WebP files served from /media", async () => {
    const list = await inject(editor, "GET", "/api/admin/partners?q=aurora");
    const id = list.json().items[0].id;
    const upload = await ctx.app().inject({
      method: "PUT",
      url: `/api/admin/partners/${id}/logo`,
      headers: { ...editor.headers, "content-type": "image/png" },
      payload: await png(),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const logoUrl: string = upload.json().logo_url;
    expect(logoUrl).toMatch(new RegExp(`^/media/logos/${id}-[0-9a-f]{16}-192\\.webp$`));
    const served = await ctx.app().inject({ url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 192, 192]);
    const small = await ctx.app().inject({ url: logoUrl.replace("-192.", "-96.") });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(96);
    expect(await lastAudit(id)).toMatchObject({ after: { logo_url: logoUrl } });
  });

  it("refuses an SVG or a renamed text file, whatever the content type says", async () => {
    const list = await inject(editor, "GET", "/api/admin/partners?q=aurora");
    const id = list.json().items[0].id;
    for (const payload of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from("just text pretending to be a png"),
    ]) {
      const response = await ctx.app().inject({
        method: "PUT",
        url: `/api/admin/partners/${id}/logo`,
        headers: { ...editor.headers, "content-type": "image/png" },
        payload,
      });
      expect(response.statusCode).toBe(415);
    }
  });

  it("answers 404 for a media file that is not a stored logo", async () => {
    expect((await ctx.app().inject({ url: "/media/logos/../../etc/passwd" })).statusCode).toBe(404);
    expect(
      (await ctx.app().inject({ url: "/media/logos/1-0123456789abcdef-192.webp" })).statusCode,
    ).toBe(404);
  });
});
