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
  image_alt_en: "A backpack beside a steaming cup of coffee",
  image_alt_fr: "Un sac à dos à côté d’une tasse de café fumante",
  title: "Back to school: fuel up for less",
  title_fr: "Rentrée\u00a0: faites le plein pour moins cher",
  description: "Coffee, pizza and groceries near campus, at student prices all term long.",
  description_fr: "Café, pizza et épicerie près du campus, à prix étudiant toute la session.",
  text: "See the deals",
  text_fr: "Voir les aubaines",
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
