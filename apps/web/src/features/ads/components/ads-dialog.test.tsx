import type { AdsModalRecord } from "@spc/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useLanguageStore } from "../../../i18n/language-store";
import { renderWithProviders } from "../../../test/render";
import { AdsDialog } from "./ads-dialog";

const record: AdsModalRecord = {
  id: 1,
  is_spc_plus: false,
  is_clickable: true,
  url_en: "/deals/category/food-and-drink",
  url_fr: "/deals/category/food-and-drink",
  image_en: "/images/ads/back-to-school-en.svg",
  image_fr: "/images/ads/back-to-school-fr.svg",
  image_mobile_en: "/images/ads/back-to-school-mobile-en.svg",
  image_mobile_fr: "/images/ads/back-to-school-mobile-fr.svg",
  title: "Back to school: fuel up for less",
  description: "Student deals on coffee, pizza and groceries near campus.",
  text: "See the deals",
  display_page: "deals",
  display_period: 7,
  display_cooldown_hours: 24,
  display_count: 2,
};

afterEach(() => useLanguageStore.getState().setLanguage("en"));

describe("the ads pop-up", () => {
  it("names its picture with the ad's title, so the picture is never a nameless box", () => {
    renderWithProviders(<AdsDialog record={record} onClose={() => {}} />);
    const picture = screen.getByRole("img", { name: "Back to school: fuel up for less" });
    expect(picture.getAttribute("src")).toBe("/images/ads/back-to-school-en.svg");
    const mobile = picture.parentElement?.querySelector("source");
    expect(mobile?.getAttribute("srcset")).toBe("/images/ads/back-to-school-mobile-en.svg");
  });

  it("shows the French pictures in French", () => {
    useLanguageStore.getState().setLanguage("fr");
    renderWithProviders(<AdsDialog record={record} onClose={() => {}} />);
    const picture = screen.getByRole("img", { name: record.title });
    expect(picture.getAttribute("src")).toBe("/images/ads/back-to-school-fr.svg");
    const mobile = picture.parentElement?.querySelector("source");
    expect(mobile?.getAttribute("srcset")).toBe("/images/ads/back-to-school-mobile-fr.svg");
  });
});
