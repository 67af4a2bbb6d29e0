import { onlineManager } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { rememberCard } from "../card-format";
import { memberCard } from "../test-cards";
import { MembershipScreenPage } from "./membership-screen-page";

vi.mock("../../session/session-query", () => ({
  useSession: () => ({ snapshot: { user: { id: "member-1" }, cards: [] } }),
}));

function render() {
  return renderWithProviders(
    <MemoryRouter>
      <MembershipScreenPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe("/membership-screen", () => {
  it("shows the card from the server and keeps it on this device", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ cards: [memberCard()] })),
    );
    render();
    expect((await screen.findByTestId("membership-card-number")).textContent).toContain(
      "6018-1234-1234-1234",
    );
    expect(localStorage.getItem("spc.membership.lastCard")).toContain("member-1");
    expect(screen.queryByText(/You’re offline/)).toBeNull();
    // The scannable QR of the bare number, named for screen readers.
    const qr = screen.getByRole("img", { name: "QR code of card 6018-1234-1234-1234" });
    expect(qr.getAttribute("data-value")).toBe("6018123412341234");
  });

  it("offers a yearly subscription for an in-store card that does not renew", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ cards: [memberCard({ is_online_purchased: false })] })),
    );
    render();
    const link = await screen.findByRole("link", { name: "Add a yearly subscription" });
    expect(link.getAttribute("href")).toBe("/activate/subscription");
  });

  it("shows the saved card with the offline note instead of loading forever", async () => {
    rememberCard("member-1", memberCard({ card_number: "6018999988887777" }));
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    onlineManager.setOnline(false);
    render();
    expect((await screen.findByTestId("membership-card-number")).textContent).toContain(
      "6018-9999-8888-7777",
    );
    expect(screen.getByText("You’re offline: this is the card saved on this device.")).toBeTruthy();
    expect(screen.getByRole("img", { name: /Barcode of card/ })).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("does not show another member's saved card offline", async () => {
    rememberCard("someone-else", memberCard());
    vi.stubGlobal("fetch", vi.fn());
    onlineManager.setOnline(false);
    render();
    expect(await screen.findByText(/no card is saved on this device yet/)).toBeTruthy();
    expect(screen.queryByTestId("membership-card")).toBeNull();
  });
});
