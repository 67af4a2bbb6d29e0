import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { alertFormSchema, PoolAlertForm } from "./pool-alert-form";

function setup(current: number | null, status = 204) {
  const sent: { url: string; method?: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      sent.push({ url: String(input), method: init?.method, body: JSON.parse(String(init?.body)) });
      return status === 204
        ? new Response(null, { status })
        : Response.json({ error: { code: "forbidden", message: "no" } }, { status });
    }),
  );
  const router = createMemoryRouter([
    { path: "/", element: <PoolAlertForm offerId={3} current={current} /> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return sent;
}

const field = () => screen.getByLabelText(/E-mail staff when free codes fall to/);
const save = () => userEvent.click(screen.getByRole("button", { name: "Save the alert" }));

afterEach(() => vi.unstubAllGlobals());

describe("alertFormSchema", () => {
  it("turns the field's text into the shared request", () => {
    expect(alertFormSchema.parse({ threshold: " 25 " })).toEqual({ threshold: 25 });
    expect(alertFormSchema.parse({ threshold: "" })).toEqual({ threshold: null });
    expect(alertFormSchema.safeParse({ threshold: "2.5" }).success).toBe(false);
    expect(alertFormSchema.safeParse({ threshold: "-1" }).success).toBe(false);
    expect(alertFormSchema.safeParse({ threshold: "lots" }).success).toBe(false);
  });
});

describe("PoolAlertForm", () => {
  it("refuses what is not a whole number without calling the server", async () => {
    const sent = setup(null);
    await userEvent.type(field(), "abc");
    await save();
    expect(await screen.findByText(/Enter a whole number from 0 to 1,000,000/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("saves a level, and an emptied field clears it", async () => {
    const sent = setup(10);
    expect((field() as HTMLInputElement).value).toBe("10");
    await userEvent.clear(field());
    await userEvent.type(field(), "25");
    await save();
    expect(await screen.findByText("Alert level saved.")).toBeTruthy();
    await userEvent.clear(field());
    await save();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((call) => [call.url, call.method, call.body])).toEqual([
      ["/api/admin/offers/3/codes/alert", "PUT", { threshold: 25 }],
      ["/api/admin/offers/3/codes/alert", "PUT", { threshold: null }],
    ]);
  });

  it("says when the role does not allow the change", async () => {
    setup(null, 403);
    await userEvent.type(field(), "5");
    await save();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Your role does not allow this change.",
    );
  });
});
