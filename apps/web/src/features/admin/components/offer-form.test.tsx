import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { newOfferValues } from "../offer-form-values";
import { OfferForm } from "./offer-form";

const REFS = {
  categories: [{ id: 3, name_en: "Food", name_fr: "Alimentation", subcategories: [] }],
  tags: [{ id: 8, slug: "pizza", name_en: "Pizza", name_fr: "Pizza" }],
};

/** The server's answers: the pickers' reads, and the save's refusal naming fields. */
function setup(fields: string[]) {
  const saves: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith("/api/admin/catalogue/refs")) return Response.json(REFS);
      if (url.startsWith("/api/admin/partners?")) {
        return Response.json({ items: [], total: 0, page: 1, page_size: 25 });
      }
      if (url.startsWith("/api/admin/partners/7")) {
        return Response.json({ id: 7, partner_name: "Maple", url_name: "maple" });
      }
      if (url === "/api/admin/offers" && init?.method === "POST") {
        saves.push(JSON.parse(String(init.body)));
        return Response.json(
          {
            error: {
              code: "validation_error",
              message: "Invalid body",
              details: { fields: fields.map((path) => ({ path, message: "x" })) },
            },
          },
          { status: 400 },
        );
      }
      return Response.json({ error: { code: "not_found", message: "no" } }, { status: 404 });
    }),
  );
  const initial = {
    ...newOfferValues(new Date(2026, 10, 26, 9, 0), "7"),
    category_id: "3",
    title_en: "20% off",
    title_fr: "20 % de rabais",
    tag_ids: [8],
    offer_url: "https://example.com/deal",
  };
  const router = createMemoryRouter([
    {
      path: "/",
      element: <OfferForm offer={null} initial={initial} readOnly={false} onSaved={() => {}} />,
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return saves;
}

afterEach(() => vi.unstubAllGlobals());

describe("OfferForm", () => {
  it("marks each field a refused save names, and says the form needs attention", async () => {
    const saves = setup(["offer_url", "tag_ids"]);
    await screen.findByRole("option", { name: "Food" });
    await userEvent.click(screen.getByRole("button", { name: "Create the draft" }));
    expect(
      await screen.findByText("Some fields need your attention: they are marked below."),
    ).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      partner_id: 7,
      category_id: 3,
      tag_ids: [8],
      code_mode: "no_code",
    });
    const link = screen.getByLabelText(/Offer link \(English\)/);
    expect(link.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/Enter a full web address/)).toBeTruthy();
    expect(screen.getByText("One of these tags no longer exists.")).toBeTruthy();
    // A field the server did not name stays as it was.
    expect(screen.getByLabelText(/Title \(English\)/).getAttribute("aria-invalid")).toBeNull();
  });

  it("refuses a static code mode without its code before calling the server", async () => {
    const saves = setup([]);
    await screen.findByRole("option", { name: "Food" });
    await userEvent.selectOptions(screen.getByLabelText("How members get a code"), "static");
    const code = await screen.findByLabelText(/Code shown to everyone/);
    await userEvent.click(screen.getByRole("button", { name: "Create the draft" }));
    expect(await screen.findByText(/This code mode shows one code to everyone/)).toBeTruthy();
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(saves).toEqual([]);
  });

  it("shows the static code only for the modes that show one code to all", async () => {
    setup([]);
    await screen.findByRole("option", { name: "Food" });
    expect(screen.queryByLabelText(/Code shown to everyone/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Where codes come from"), "upload_unique");
    await userEvent.selectOptions(screen.getByLabelText("How members get a code"), "unique");
    expect(screen.queryByLabelText(/Code shown to everyone/)).toBeNull();
  });
});
