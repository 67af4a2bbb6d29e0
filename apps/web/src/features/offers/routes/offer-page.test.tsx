import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { stubIntersectionObserver } from "../../../test/intersection-observer";
import { partnerSummary } from "../../../test/offer-card";
import { renderWithProviders } from "../../../test/render";
import { OfferPage } from "./offer-page";

const detail = {
  offer: {
    offer_id: 1,
    title_en: "20% off all pizzas",
    title_fr: "20 % de rabais sur toutes les pizzas",
    is_limited_time: false,
    lto_start_date: null,
    lto_end_date: null,
    category: 2,
    is_spc_plus: false,
    legal: "Valid on **regular menu** items.",
    legal_en: "Valid on **regular menu** items.",
    legal_fr: "Valable sur le menu régulier.",
    description_en: "Fuel your study session.",
    description_fr: "Carburez à la pizza.",
    online: true,
    in_store: true,
    is_new_offer: false,
    is_new_partner: false,
    image_url: null,
    discount_label_en: "20%",
    discount_label_fr: "20 %",
    start_date: "2026-01-01T00:00:00.000Z",
    end_date: null,
    subcategory_ids: [],
    partner_id: 3,
    code_mode: "static",
  },
  partner: partnerSummary(),
};

function answer(offerResponse: Response) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    if (/\/v2\/offers\/\d+$/.test(url)) return offerResponse.clone();
    return Response.json({ data: [] });
  });
}

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/deals/:partnerName/offer/:id" element={<OfferPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const envelope = (code: string, message: string) => ({
  error: { code, message, details: { partner_url_name: "urban-moose" } },
});

describe("the offer page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the rows under the offer only once they come near the screen", async () => {
    const { reports } = stubIntersectionObserver();
    answer(Response.json(detail));
    renderAt("/deals/maple-slice-pizza/offer/1");
    await screen.findByRole("heading", { level: 1, name: "20% off all pizzas" });
    const asked = () => vi.mocked(globalThis.fetch).mock.calls.map(([input]) => String(input));
    expect(asked().some((url) => /\/(partner|related)\/offers/.test(url))).toBe(false);

    for (const report of reports) act(() => report([{ isIntersecting: true }]));
    await waitFor(() => expect(asked().some((url) => url.includes("/partner/offers"))).toBe(true));
    await waitFor(() => expect(asked().some((url) => url.includes("/related/offers"))).toBe(true));
  });

  it("shows the offer, its badges, legal text and the call to action", async () => {
    answer(Response.json(detail));
    renderAt("/deals/maple-slice-pizza/offer/1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "20% off all pizzas" }),
    ).toBeTruthy();
    expect(screen.getByText("Maple Slice Pizza")).toBeTruthy();
    expect(screen.getByText("Online")).toBeTruthy();
    expect(screen.getByText("In store")).toBeTruthy();
    // The terms are folded away and rendered (as markdown) once opened.
    await userEvent.click(screen.getByText("Terms and conditions"));
    expect((await screen.findByText("regular menu")).tagName).toBe("STRONG");
    expect(screen.getByRole("button", { name: "Get the code" })).toBeTruthy();
  });

  it("asks a visitor to log in before revealing the code", async () => {
    answer(Response.json(detail));
    renderAt("/deals/maple-slice-pizza/offer/1?source=home");
    await userEvent.click(await screen.findByRole("button", { name: "Get the code" }));
    expect(useModalStore.getState().current).toEqual({
      type: "login-prompt",
      props: { redirectTo: "/deals/maple-slice-pizza/offer/1?source=home" },
    });
    useModalStore.getState().closeModal();
  });

  it("shows the delisted state with a way to the partner's other deals", async () => {
    answer(Response.json(envelope("offer_delisted", "Offer delisted"), { status: 410 }));
    renderAt("/deals/urban-moose/offer/7");
    expect(
      await screen.findByRole("heading", { name: "This offer is no longer available" }),
    ).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "See this partner’s deals" }).getAttribute("href"),
    ).toBe("/deals/urban-moose");
    expect(screen.getByRole("link", { name: "Browse all deals" }).getAttribute("href")).toBe(
      "/deals",
    );
  });

  it("shows the gone state for an expired offer and for an unknown one", async () => {
    answer(Response.json(envelope("offer_expired", "Offer expired"), { status: 410 }));
    const { unmount } = renderAt("/deals/loomwell/offer/8");
    expect(await screen.findByRole("heading", { name: "This offer has ended" })).toBeTruthy();
    unmount();
    vi.restoreAllMocks();
    answer(
      Response.json(
        { error: { code: "offer_not_found", message: "Offer not found" } },
        { status: 404 },
      ),
    );
    renderAt("/deals/nobody/offer/99999");
    expect(await screen.findByRole("heading", { name: "This offer has ended" })).toBeTruthy();
  });

  it("offers a retry when the offer fails to load for another reason", async () => {
    answer(Response.json({ error: { code: "internal_error", message: "x" } }, { status: 500 }));
    renderAt("/deals/maple-slice-pizza/offer/1");
    expect(
      await screen.findByRole(
        "heading",
        { name: "We couldn’t load this offer" },
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
