import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import en from "../../i18n/en.json";
import fr from "../../i18n/fr.json";
import { renderWithProviders } from "../../test/render";
import { appRoutes, routes } from "../routes";
import { DesignSystemPage } from "./design-system-page";
import { DEV_PAGES } from "./dev-pages";

async function renderPage() {
  const router = createMemoryRouter([{ path: "/", Component: DesignSystemPage }]);
  // In the app the page sits in the shell's <main>.
  renderWithProviders(
    <main>
      <RouterProvider router={router} />
    </main>,
  );
  const english = await screen.findByRole("region", { name: en["dev.designSystem.language"] });
  const french = await screen.findByRole("region", { name: fr["dev.designSystem.language"] });
  return { english, french };
}

const VARIANTS = ["primary", "secondary", "ghost", "danger", "on-dark", "link"] as const;
const TONES = ["neutral", "info", "success", "warning", "danger", "plus", "accent"] as const;

describe("the design-system page", { timeout: 30_000 }, () => {
  it("shows every component in English and in French, side by side", async () => {
    const { english, french } = await renderPage();
    expect(english.getAttribute("lang")).toBe("en-CA");
    expect(french.getAttribute("lang")).toBe("fr-CA");

    for (const [column, messages] of [
      [english, en],
      [french, fr],
    ] as const) {
      const inColumn = within(column);
      // Button: each variant in three sizes, unavailable and sending.
      for (const variant of VARIANTS) {
        const labels = inColumn.getAllByText(messages[`dev.designSystem.variant.${variant}`]);
        expect(labels.some((label) => label.className === "design-system__label")).toBe(true);
      }
      expect(
        inColumn.getAllByRole("button", { name: messages["dev.designSystem.size.small"] }),
      ).toHaveLength(VARIANTS.length);
      const unavailable = inColumn.getAllByRole("button", {
        name: messages["dev.designSystem.state.disabled"],
      });
      expect(unavailable.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
      const busy = inColumn.getAllByRole("button", {
        name: messages["dev.designSystem.state.busy"],
      });
      expect(busy.every((button) => button.getAttribute("aria-busy") === "true")).toBe(true);
      // Links that look like buttons, the switch, the fields with hint and error.
      expect(inColumn.getByRole("link", { name: messages["home.hero.member.deals"] })).toBeTruthy();
      expect(
        inColumn.getByRole("switch", { name: messages["billing.autoRenew.toggle"] }),
      ).toBeTruthy();
      const birthDate = inColumn.getByRole("textbox", {
        name: messages["profile.field.birthDate"],
      });
      expect(birthDate.getAttribute("aria-invalid")).toBe("true");
      expect(inColumn.getByText(messages["validation.birth_date.invalid"])).toBeTruthy();
      expect(
        inColumn.getByRole("combobox", { name: messages["profile.field.schoolType"] }),
      ).toBeTruthy();
      // Card (a named section, and a tile that is one link), every badge tone, the member card.
      expect(
        inColumn.getByRole("region", { name: messages["membership.register.trial.title"] }),
      ).toBeTruthy();
      expect(
        inColumn.getByRole("link", { name: messages["home.benefits.deals.title"] }),
      ).toBeTruthy();
      for (const tone of TONES) {
        const texts = inColumn.getAllByText(messages[`dev.designSystem.tone.${tone}`]);
        expect(texts.map((text) => text.className)).toContain(`badge badge--${tone}`);
      }
      expect(inColumn.getAllByTestId("membership-card")).toHaveLength(2);
      expect(inColumn.getByText(messages["membership.card.status.expired"])).toBeTruthy();
    }
  });

  it("opens its dialog in the column's language", async () => {
    const { french } = await renderPage();
    await userEvent.click(
      within(french).getByRole("button", { name: fr["dev.designSystem.dialog.open"] }),
    );
    const dialog = await screen.findByRole("dialog", { name: fr["dev.designSystem.dialog.title"] });
    // The corner × and the dialog's own button both say "Fermer".
    const closes = within(dialog).getAllByRole("button", { name: fr["modal.close"] });
    expect(closes).toHaveLength(2);
    await userEvent.click(closes[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("has no accessibility violation axe can see without a layout", async () => {
    const { english } = await renderPage();
    const results = await axe.run(english.ownerDocument.body, {
      // jsdom draws nothing, so contrast cannot be measured here (the tokens' pairs are chosen
      // for it, decision 0030); every other rule runs.
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("is a page of the development build only, outside the route table the API shares", () => {
    expect(DEV_PAGES.map((page) => page.path)).toEqual(["/dev/design-system"]);
    const paths = (list: typeof routes): (string | undefined)[] =>
      list.flatMap((route) => [route.path, ...paths(route.children ?? [])]);
    expect(paths(routes)).not.toContain("/dev/design-system");
    expect(paths(appRoutes(DEV_PAGES))).toContain("/dev/design-system");
  });
});
