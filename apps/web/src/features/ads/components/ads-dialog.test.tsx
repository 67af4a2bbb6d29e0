import type { AdsModalRecord } from "@spc/shared";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import fr from "../../../i18n/fr.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { useLanguageStore } from "../../../i18n/language-store";
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

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="page">{pathname}</output>;
}

/**
 * The dialog opened on /deals, in `language` (messages and the language store). As in the app, it
 * sits beside the pages (the shell's dialog layer), so a navigation does not unmount it.
 */
function renderDialog(ad: AdsModalRecord, language: "en" | "fr" = "en") {
  useLanguageStore.getState().setLanguage(language);
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <AdsDialog record={ad} onClose={onClose} />
          </>
        ),
        children: [{ path: "*", element: <Where /> }],
      },
    ],
    { initialEntries: ["/deals"] },
  );
  render(
    <IntlProvider
      locale={language === "fr" ? "fr-CA" : "en-CA"}
      messages={language === "fr" ? fr : en}
    >
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { onClose, router };
}

afterEach(() => useLanguageStore.getState().setLanguage("en"));

describe("the ads pop-up", () => {
  it("shows the English copy, pictures and picture description to an English viewer", () => {
    renderDialog(record);
    const dialog = screen.getByRole("dialog", { name: record.title });
    expect(dialog.textContent).toContain(record.description);
    // The alt text says what the picture shows; the headline already names the dialog.
    const picture = screen.getByRole("img", { name: record.image_alt_en });
    expect(picture.getAttribute("src")).toBe("/images/ads/back-to-school-en.svg");
    const mobile = picture.parentElement?.querySelector("source");
    expect(mobile?.getAttribute("srcset")).toBe("/images/ads/back-to-school-mobile-en.svg");
  });

  it("shows a French viewer French everywhere: headline, body, picture, alt text, actions", () => {
    renderDialog(record, "fr");
    const dialog = screen.getByRole("dialog", { name: record.title_fr });
    expect(dialog.textContent).toContain(record.description_fr);
    const picture = screen.getByRole("img", { name: record.image_alt_fr });
    expect(picture.getAttribute("src")).toBe("/images/ads/back-to-school-fr.svg");
    const mobile = picture.parentElement?.querySelector("source");
    expect(mobile?.getAttribute("srcset")).toBe("/images/ads/back-to-school-mobile-fr.svg");
    expect(screen.getByRole("button", { name: "Non merci" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voir les aubaines" })).toBeTruthy();
    for (const english of [record.title, record.description, record.text, record.image_alt_en]) {
      expect(document.body.textContent).not.toContain(english);
    }
  });

  it("makes the call to action a link that a keyboard follows to the page, in English", async () => {
    const { onClose, router } = renderDialog(record);
    const link = screen.getByRole("link", { name: "See the deals" });
    expect(link.getAttribute("href")).toBe("/deals/category/food-and-drink");
    expect(link.getAttribute("target")).toBeNull();
    link.focus();
    await userEvent.keyboard("{Enter}");
    expect(router.state.location.pathname).toBe("/deals/category/food-and-drink");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes, once, when the visitor leaves the page it opened on (the back button)", async () => {
    const { onClose, router } = renderDialog(record);
    await act(() => router.navigate("/search/pizza"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("links French viewers through the /fr marker, so the page opens in French", async () => {
    const { router } = renderDialog(record, "fr");
    const link = screen.getByRole("link", { name: "Voir les aubaines" });
    expect(link.getAttribute("href")).toBe("/fr/deals/category/food-and-drink");
    link.focus();
    await userEvent.keyboard("{Enter}");
    expect(router.state.location.pathname).toBe("/fr/deals/category/food-and-drink");
  });

  it("never shows the call to action's words as plain text", () => {
    renderDialog(record);
    const words = screen.getAllByText("See the deals");
    expect(words).toHaveLength(1);
    expect(words[0]?.closest("a")).not.toBeNull();
  });

  it("opens another site's address as an external link in a new tab", () => {
    renderDialog({ ...record, url_en: "https://partner.example/back-to-school" });
    const link = screen.getByRole("link", { name: "See the deals" });
    expect(link.getAttribute("href")).toBe("https://partner.example/back-to-school");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("labels the link with the app's words when the record has none", () => {
    renderDialog({ ...record, text: "" });
    expect(screen.getByRole("link", { name: "Check it out" })).toBeTruthy();
  });

  it("offers no link, and so no call to action, when the record is not clickable", () => {
    renderDialog({ ...record, is_clickable: false });
    expect(screen.queryByRole("link")).toBeNull();
    expect(document.body.textContent).not.toContain("See the deals");
    expect(screen.getByRole("button", { name: "No thanks" })).toBeTruthy();
  });

  it("gives a picture without a description an empty alt text: decorative, not a bare name", () => {
    renderDialog({ ...record, image_alt_en: "" });
    const picture = document.querySelector("img.popup-picture");
    expect(picture?.getAttribute("alt")).toBe("");
  });
});
