import { describe, expect, it } from "vitest";
import { isTopBannerHidden } from "./top-banner-rule";

describe("isTopBannerHidden (spec §2.6)", () => {
  it("hides the banner on the easy-promo, marketplace and landing routes", () => {
    for (const path of [
      "/bts-easy-promo",
      "/bts-easy-promo/",
      "/bts-market-landing",
      "/qrlanding",
      "/landingcontest/travel-photo",
    ]) {
      expect(isTopBannerHidden(path), path).toBe(true);
    }
  });

  it("keeps it everywhere else, including the other contest pages", () => {
    for (const path of [
      "/",
      "/deals",
      "/bts-2025",
      "/contest/rules",
      "/landingcontest",
      "/12-days-giveaways-2024",
    ]) {
      expect(isTopBannerHidden(path), path).toBe(false);
    }
  });
});
