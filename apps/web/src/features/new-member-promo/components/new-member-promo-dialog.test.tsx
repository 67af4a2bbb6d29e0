import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fr from "../../../i18n/fr.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { renderWithProviders } from "../../../test/render";
import { NewMemberPromoDialog } from "./new-member-promo-dialog";

const props = { code: "AB2CD3EF", discount: { type: "percent" as const, value: 10 } };

beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ country: "ca" }));
});
afterEach(() => vi.restoreAllMocks());

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("the new-member promotion dialog", () => {
  it("tells the code and the discount the API gave", async () => {
    renderWithProviders(<NewMemberPromoDialog {...props} />);
    const dialog = await screen.findByRole("dialog", { name: "Share SPC with your friends" });
    expect(dialog.textContent).toContain(
      "Friends who join with your code AB2CD3EF save 10% on their membership.",
    );
    expect(screen.getByRole("button", { name: "Maybe later" })).toBeTruthy();
  });

  it("copies the code and says so politely", async () => {
    const writeText = vi.fn(async () => {});
    clipboard(writeText);
    renderWithProviders(<NewMemberPromoDialog {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Copy code" }));
    expect(writeText).toHaveBeenCalledWith("AB2CD3EF");
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    await waitFor(() =>
      expect(status.textContent).toBe("Code copied. Paste it in a message to a friend."),
    );
  });

  it("gives the code in words when the clipboard refuses", async () => {
    clipboard(async () => {
      throw new Error("denied");
    });
    renderWithProviders(<NewMemberPromoDialog {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Copy code" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "We couldn’t copy the code. Your code is AB2CD3EF.",
      ),
    );
  });

  it("offers Share only where the browser can share, with the purchase link", async () => {
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    try {
      renderWithProviders(<NewMemberPromoDialog {...props} />);
      fireEvent.click(await screen.findByRole("button", { name: "Share" }));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({
          url: `${window.location.origin}/purchase?referral=AB2CD3EF`,
          text: expect.stringContaining("AB2CD3EF"),
        }),
      );
    } finally {
      Reflect.deleteProperty(navigator, "share");
    }
  });

  it("speaks French with the French number format", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IntlProvider locale="fr-CA" messages={fr}>
          <NewMemberPromoDialog {...props} />
        </IntlProvider>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Faites découvrir SPC à vos amis" });
    expect(dialog.textContent).toContain("avec votre code AB2CD3EF économisent 10\u00A0%");
    expect(screen.getByRole("button", { name: "Copier le code" })).toBeTruthy();
  });
});
