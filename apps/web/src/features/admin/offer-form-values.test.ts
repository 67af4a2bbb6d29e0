import type { AdminOffer } from "@spc/shared";
import { describe, expect, it } from "vitest";
import {
  hasUploadedPool,
  needsStaticCode,
  newOfferValues,
  offerFormSchema,
  offerToValues,
  statusActions,
  toLocalInput,
} from "./offer-form-values";

const NOW = new Date(2026, 10, 26, 14, 30, 45);

function valid() {
  return {
    ...newOfferValues(NOW, "7"),
    category_id: "3",
    title_en: "20% off",
    title_fr: "20 % de rabais",
    offer_url: "https://example.com/deal",
  };
}

describe("offer form values", () => {
  it("starts a new offer today, online, without a code, for the partner given", () => {
    const values = newOfferValues(NOW, "7");
    expect(values.partner_id).toBe("7");
    expect(values.start_date).toBe("2026-11-26T14:30");
    expect(values.online).toBe(true);
    expect(values.in_store).toBe(false);
    expect(values.code_mode).toBe("no_code");
    expect(values.end_date).toBe("");
  });

  it("turns the controls' text into the shared body", () => {
    const parsed = offerFormSchema.safeParse({
      ...valid(),
      discount_value: "20",
      discount_label_fr: "  ",
      static_code: "IGNORED",
    });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.partner_id).toBe(7);
    expect(parsed.data.category_id).toBe(3);
    expect(parsed.data.discount_value).toBe(20);
    expect(parsed.data.discount_label_fr).toBeNull();
    // No static code is kept when the modes show none.
    expect(parsed.data.static_code).toBeNull();
    expect(parsed.data.start_date).toBe(new Date(2026, 10, 26, 14, 30).toISOString());
  });

  it("refuses what the API refuses, on the field at fault", () => {
    const parsed = offerFormSchema.safeParse({
      ...valid(),
      online: false,
      in_store: false,
      code_mode: "static",
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toContain("online");
    expect(paths).toContain("static_code");
  });

  it("asks for a partner and a category", () => {
    const parsed = offerFormSchema.safeParse({ ...valid(), partner_id: "", category_id: "" });
    const paths = parsed.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["partner_id", "category_id"]));
  });

  it("gives a stored offer back in the form's terms, and the same body again", () => {
    const stored = {
      id: 9,
      status: "draft",
      views: 0,
      created_at: "2026-11-01T00:00:00.000Z",
      updated_at: "2026-11-01T00:00:00.000Z",
      ...offerFormSchema.parse({
        ...valid(),
        discount_rank: "5",
        code_mode: "static",
        static_code: "SPC",
      }),
    } as AdminOffer;
    const values = offerToValues(stored);
    expect(values.static_code).toBe("SPC");
    expect(values.discount_rank).toBe("5");
    expect(values.start_date).toBe(toLocalInput(stored.start_date));
    expect(offerFormSchema.parse(values).static_code).toBe("SPC");
  });
});

describe("code settings", () => {
  it("shows the static code only for modes that show one code to all", () => {
    expect(needsStaticCode("static", "static")).toBe(true);
    expect(needsStaticCode("static", "unique")).toBe(true);
    expect(needsStaticCode("upload_unique", "unique")).toBe(false);
    expect(needsStaticCode("generated", "no_code")).toBe(false);
    expect(hasUploadedPool("upload_random")).toBe(true);
    expect(hasUploadedPool("generated")).toBe(false);
  });
});

describe("statusActions", () => {
  it("publishes a draft or a delisted offer, delists an active one, nothing for expired", () => {
    expect(statusActions("draft")).toEqual(["publish"]);
    expect(statusActions("delisted")).toEqual(["publish"]);
    expect(statusActions("active")).toEqual(["delist"]);
    expect(statusActions("expired")).toEqual([]);
  });
});
