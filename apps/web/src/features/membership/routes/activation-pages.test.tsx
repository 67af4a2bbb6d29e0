import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { renderWithProviders } from "../../../test/render";
import { memberCard } from "../test-cards";
import { ActivateIncentivePage } from "./activate-incentive-page";
import { ActivateSubscriptionPage } from "./activate-subscription-page";
import { ActivationCompletePage } from "./activation-complete-page";
import { PurchaseInStorePage } from "./purchase-in-store-page";

const CARD = "6018700000000101";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Serves the incentive answer and the member's cards; returns the paths asked for. */
function serve(incentive: unknown, cards = [memberCard({ card_number: CARD })]) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      asked.push(path);
      if (path.startsWith("/api/offers/activation-incentive/")) return Response.json(incentive);
      if (path === "/api/users/v2/cardsForUser") return Response.json({ cards });
      if (path === "/api/config") return Response.json({ country: "ca", currency: "CAD" });
      throw new Error(`unexpected ${path}`);
    }),
  );
  return asked;
}

function renderAt(path: string, element: React.ReactNode, state?: unknown) {
  return renderWithProviders(
    <MemoryRouter
      initialEntries={[
        {
          pathname: path.split("?")[0]!,
          search: path.includes("?") ? `?${path.split("?")[1]}` : "",
          state,
        },
      ]}
    >
      <Routes>
        <Route path={path.split("?")[0]} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useModalStore.setState({ current: null });
});

describe("/activate/incentive", () => {
  it("asks the offers service about the card and offers turning auto-renew on", async () => {
    const asked = serve({ eligible: true, incentive: "auto_renew" });
    renderAt(`/activate/incentive?card_num=${CARD}`, <ActivateIncentivePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Turn on auto-renewal" }));
    expect(asked).toContain(`/api/offers/activation-incentive/${CARD}`);
    expect(useModalStore.getState().current).toEqual({
      type: "billing-auto-renew",
      props: { next: true },
    });
    expect(screen.getByRole("link", { name: "Not now" }).getAttribute("href")).toBe("/deals");
  });

  it("with a coupon says what it is worth and opens the incentive coupon dialog", async () => {
    serve(
      {
        eligible: true,
        incentive: "auto_renew",
        coupon: { code: "RENEW15", discount: { type: "percent", value: 15 } },
      },
      [memberCard({ card_number: CARD, expiry_date: "2027-03-15" })],
    );
    renderAt(`/activate/incentive?card_num=${CARD}`, <ActivateIncentivePage />);
    expect(
      await screen.findByText(
        "Thanks for activating your card! Turn on auto-renewal and save 15% on your renewal.",
      ),
    ).toBeTruthy();
    // The renewal date comes with the member's cards (a second query).
    await vi.waitFor(async () => {
      await userEvent.click(screen.getByRole("button", { name: "Turn on auto-renewal" }));
      expect(useModalStore.getState().current).toEqual({
        type: "incentive-coupon-confirm",
        props: {
          coupon: { code: "RENEW15", discount: { type: "percent", value: 15 } },
          renewalDate: "2027-03-15",
        },
      });
    });
  });

  it("offers nothing to a card that does not qualify", async () => {
    serve({ eligible: false, incentive: null });
    renderAt(`/activate/incentive?card_num=${CARD}`, <ActivateIncentivePage />);
    expect(await screen.findByText("Your card is active. Enjoy your member deals!")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Turn on auto-renewal" })).toBeNull();
    expect(screen.getByRole("link", { name: "Start shopping" })).toBeTruthy();
  });

  it("says so once the card renews", async () => {
    serve({ eligible: true, incentive: "auto_renew" }, [
      memberCard({ card_number: CARD, is_auto_renew: true }),
    ]);
    renderAt(`/activate/incentive?card_num=${CARD}`, <ActivateIncentivePage />);
    expect(
      await screen.findByText("Auto-renewal is on: your membership continues every year."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Turn on auto-renewal" })).toBeNull();
  });
});

describe("activation complete", () => {
  it("leads to the incentive when the card just activated earns it", async () => {
    serve({ eligible: true, incentive: "auto_renew" });
    renderAt("/signup/activation/complete", <ActivationCompletePage />, {
      card: memberCard({ card_number: CARD }),
    });
    const link = await screen.findByRole("link", { name: "See your activation bonus" });
    expect(link.getAttribute("href")).toBe(`/activate/incentive?card_num=${CARD}`);
  });

  it("opened without a card, only sends the member shopping", async () => {
    const asked = serve({ eligible: true, incentive: "auto_renew" });
    renderAt("/activate/completion", <ActivationCompletePage />);
    expect(screen.getByRole("link", { name: "Start shopping" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "See your activation bonus" })).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe("/activate/subscription", () => {
  it("opened directly goes to the membership screen", async () => {
    renderAt("/activate/subscription", <ActivateSubscriptionPage />);
    expect((await screen.findByTestId("where")).textContent).toBe("/membership-screen");
  });

  it("from the membership screen leads on to the order summary", () => {
    renderAt("/activate/subscription", <ActivateSubscriptionPage />, {
      from: "/membership-screen",
    });
    expect(screen.getByRole("link", { name: "Continue" }).getAttribute("href")).toBe(
      "/purchase/summary",
    );
  });
});

describe("/purchase/instore", () => {
  it("explains the in-store card and leads to its activation", () => {
    renderAt("/purchase/instore", <PurchaseInStorePage />);
    expect(screen.getByRole("heading", { level: 1, name: "Card bought in store" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Activate my card" }).getAttribute("href")).toBe(
      "/signup/activate",
    );
  });
});
