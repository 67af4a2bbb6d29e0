import { describe, expect, it } from "vitest";
import { isOpenAppBannerHidden } from "./open-app-banner-rules";

describe("isOpenAppBannerHidden", () => {
  it.each([
    "/deals/offer/12",
    "/deals/nike/offer/12",
    "/offer/12",
    "/weekly-deals/3",
    "/contest/7",
    "/contest/rules",
    "/holiday-contest",
    "/landingcontest/winter",
    "/activate/subscription",
  ])("hides the banner on %s", (path) => {
    expect(isOpenAppBannerHidden(path)).toBe(true);
  });

  it.each(["/", "/deals", "/deals/nike", "/deals/category/food", "/activate", "/contests-info"])(
    "shows it on %s",
    (path) => {
      expect(isOpenAppBannerHidden(path)).toBe(false);
    },
  );
});
