import { describe, expect, it } from "vitest";
import { carouselItemSchema, carouselTypeSchema } from "./carousel";

describe("carousel", () => {
  it("knows the seven carousel types", () => {
    expect(carouselTypeSchema.options).toHaveLength(7);
    expect(carouselTypeSchema.safeParse("team").success).toBe(false);
  });

  it("parses a team member with role and markdown description", () => {
    const item = {
      id: 1,
      image_en: "a.png",
      text_en: "Alex",
      text_fr: "Alex",
      subtext_en: "Developer",
      subtext_fr: "Développeur",
      description_en: "Loves **coffee**",
      description_fr: "Aime le **café**",
    };
    expect(carouselItemSchema.parse(item)).toEqual(item);
  });
});
