import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLanguageStore } from "../../../i18n/language-store";
import { renderWithProviders } from "../../../test/render";
import { CIBC_STUDENT_URL } from "../cibc-links";
import { CibcPage } from "./cibc-page";

const session = vi.hoisted(() => ({ isPlus: false }));
vi.mock("../../session/session-query", () => ({ useSession: () => session }));

afterEach(() => useLanguageStore.setState({ chosen: null, country: null }));

function renderPage() {
  return renderWithProviders(
    <MemoryRouter>
      <CibcPage />
    </MemoryRouter>,
  );
}

describe("/cibc", () => {
  it("lists the bank offers at 60, 30 and 25, each with its English and French link", () => {
    renderPage();
    const items = within(screen.getByTestId("cibc-offers")).getAllByRole("listitem");
    expect(items.map((item) => item.dataset.tier)).toEqual(["60", "30", "25"]);
    items.forEach((item, index) => {
      const amount = ["60", "30", "25"][index];
      const offer = within(item).getByRole("link", { name: new RegExp(`\\$${amount} bonus`) });
      expect(offer.getAttribute("href")).toBe(CIBC_STUDENT_URL.en);
      const french = within(item).getByRole("link", { name: "Français" });
      expect(french.getAttribute("href")).toBe(CIBC_STUDENT_URL.fr);
      expect(french.getAttribute("hreflang")).toBe("fr");
    });
  });

  it("in French, links each offer to the French page with the English link beside it", () => {
    useLanguageStore.setState({ chosen: "fr" });
    renderPage();
    const [first] = within(screen.getByTestId("cibc-offers")).getAllByRole("listitem");
    // (The test catalogue is English; the language store decides the links.)
    const [offer, english] = within(first!).getAllByRole("link");
    expect(offer!.getAttribute("href")).toBe(CIBC_STUDENT_URL.fr);
    expect(english!.textContent).toBe("English");
    expect(english!.getAttribute("href")).toBe(CIBC_STUDENT_URL.en);
    expect(english!.getAttribute("hreflang")).toBe("en");
  });

  it("opens the bank in the interface language and shows the SPC+ plan", () => {
    useLanguageStore.setState({ chosen: "fr" });
    renderPage();
    expect(screen.getByRole("link", { name: "Open an account at CIBC" }).getAttribute("href")).toBe(
      CIBC_STUDENT_URL.fr,
    );
    expect(screen.getByRole("heading", { name: "The SPC+ plan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See SPC+ offers" }).getAttribute("href")).toBe(
      "/plus-offers",
    );
  });

  it("sends an SPC+ member to their plus offers", () => {
    session.isPlus = true;
    renderPage();
    expect(screen.getByRole("link", { name: "See SPC+ offers" }).getAttribute("href")).toBe(
      "/spc-plus",
    );
    session.isPlus = false;
  });
});
