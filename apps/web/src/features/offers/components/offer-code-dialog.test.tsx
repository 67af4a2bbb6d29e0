import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import fr from "../../../i18n/fr.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { renderWithProviders } from "../../../test/render";
import { OfferCodeDialog } from "./offer-code-dialog";

function refuse(status: number, code: string, message: string) {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(
    Response.json({ error: { code, message } }, { status }),
  );
}

const dialog = <OfferCodeDialog offerId={10} online partnerName="Taco Tundra" onClose={() => {}} />;

afterEach(() => vi.restoreAllMocks());

describe("the code dialog of an offer outside its limited-time window", () => {
  it("says the deal has ended instead of showing a code", async () => {
    refuse(410, "offer_ended", "This limited-time offer has ended");
    renderWithProviders(dialog);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This limited-time offer has ended.",
    );
    expect(screen.queryByRole("button", { name: "Copy" })).toBeNull();
  });

  it("says the deal has not started yet", async () => {
    refuse(409, "offer_not_started", "This limited-time offer has not started yet");
    renderWithProviders(dialog);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This limited-time offer hasn’t started yet. Come back once it begins.",
    );
  });

  it("says it in French too", async () => {
    refuse(410, "offer_ended", "This limited-time offer has ended");
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IntlProvider locale="fr-CA" messages={fr}>
          {dialog}
        </IntlProvider>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Cette offre à durée limitée est terminée.",
    );
  });

  it("keeps the generic retry message for failures that are not refusals", async () => {
    refuse(503, "service_unavailable", "Service unavailable");
    renderWithProviders(dialog);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We couldn’t get your code. Please try again.",
    );
  });
});
