import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AD_IMAGE_SLOTS } from "@spc/shared";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestMember } from "../../../testing/members";
import { createStaff } from "../../../testing/staff";
import { useTestApp } from "../../../testing/use-test-app";

const ctx = useTestApp({ env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "spc-ads-")) } });
let editor: TestMember;
beforeAll(async () => {
  editor = await createStaff(ctx.app(), "editor");
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0a7d5a" } })
    .jpeg()
    .toBuffer();

describe("ads pop-up records", () => {
  it("creates an inactive record, takes its four pictures, then serves it once switched on", async () => {
    const created = await ctx.app().inject({
      method: "POST",
      url: "/api/admin/ads",
      headers: editor.headers,
      payload: {
        title_en: "Exam season: 20 % off study snacks",
        title_fr: "Période d’examens : 20 % sur les collations",
        display_page: "deals",
        display_period: 7,
        display_count: 2,
        display_cooldown_hours: 12,
        is_active: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ad = created.json();
    expect(ad).toMatchObject({ is_active: false, image_en: "" });

    const early = await ctx.app().inject({
      method: "PATCH",
      url: `/api/admin/ads/${ad.id}`,
      headers: editor.headers,
      payload: { is_active: true },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.details.fields).toHaveLength(4);

    for (const slot of AD_IMAGE_SLOTS) {
      const mobile = slot.startsWith("image_mobile");
      const upload = await ctx.app().inject({
        method: "PUT",
        url: `/api/admin/ads/${ad.id}/image?slot=${slot}`,
        headers: { ...editor.headers, "content-type": "image/jpeg" },
        payload: await picture(mobile ? 1500 : 2400, mobile ? 2668 : 1800),
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const url: string = upload.json()[slot];
      expect(url).toMatch(new RegExp(`^/media/ads/${ad.id}-[0-9a-f]{16}-${slot}\\.webp$`));
      const served = await ctx.app().inject({ url });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(mobile ? 750 : 1200);
    }

    const on = await ctx.app().inject({
      method: "PATCH",
      url: `/api/admin/ads/${ad.id}`,
      headers: editor.headers,
      payload: { is_active: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const served = await ctx.app().inject({ url: "/api/offers/v4/ads" });
    expect(served.body).toContain("Exam season: 20 % off study snacks");
  });

  it("refuses a text file sent as a picture", async () => {
    const list = await ctx.app().inject({ url: "/api/admin/ads", headers: editor.headers });
    expect(list.statusCode, list.body).toBe(200);
    const id = list.json().items[0].id;
    const response = await ctx.app().inject({
      method: "PUT",
      url: `/api/admin/ads/${id}/image?slot=image_en`,
      headers: { ...editor.headers, "content-type": "image/png" },
      payload: Buffer.from("not a picture"),
    });
    expect(response.statusCode).toBe(415);
  });
});
