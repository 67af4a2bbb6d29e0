import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { TermsPage } from "./terms-page";

const terms = {
  term_en_ca: "## Canada terms\n\nBe kind. <script>alert(1)</script>",
  term_en_us: "## US terms",
  term_fr_ca: "## Conditions",
};

describe("TermsPage", () => {
  it("renders the Canadian English markdown and leaves raw HTML inert", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(terms));
    const { container } = renderWithProviders(<TermsPage />);
    expect(await screen.findByRole("heading", { name: "Canada terms" })).toBeTruthy();
    expect(container.querySelector("script")).toBeNull();
    expect(document.title).toBe("Terms of use | SPC");
  });

  it("keeps one top-level heading: the document's headings sit below the page title", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ ...terms, term_en_ca: "# SPC Terms of Use\n\n## Membership" }),
    );
    renderWithProviders(<TermsPage />);
    expect(await screen.findByRole("heading", { level: 2, name: "SPC Terms of Use" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Membership" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("offers a retry when the terms cannot load", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ error: { code: "internal_error", message: "x" } }, { status: 500 }),
    );
    renderWithProviders(<TermsPage />);
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
