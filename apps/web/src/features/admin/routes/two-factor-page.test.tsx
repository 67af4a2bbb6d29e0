import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { adminKeys } from "../api/keys";
import { TwoFactorPage } from "./two-factor-page";

const URI = "otpauth://totp/SPC:new-admin%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=SPC";
const BACKUP = Array.from({ length: 10 }, (_, index) => `code-${index}`);
const Dashboard = () => <p>Dashboard page</p>;

function setup() {
  const asked: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = String(input);
      asked.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path.endsWith("/two-factor/enable")) {
        return Response.json({ totpURI: URI, backupCodes: BACKUP });
      }
      if (path.endsWith("/two-factor/verify-totp")) return Response.json({ token: "t" });
      return Response.json({ ...staff, two_factor_enabled: true });
    }),
  );
  const staff = {
    id: "u1",
    email: "new-admin@example.com",
    name: "New Admin",
    role: "admin",
    two_factor_enabled: false,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(adminKeys.me(), staff);
  const router = createMemoryRouter(
    [
      { path: "/admin/two-factor", Component: TwoFactorPage },
      { path: "/admin", Component: Dashboard },
    ],
    { initialEntries: ["/admin/two-factor"] },
  );
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { asked, router };
}

afterEach(() => vi.unstubAllGlobals());

describe("TwoFactorPage", () => {
  it("walks a new staff member from the password to the QR code, the code and the backup codes", async () => {
    const { asked, router } = setup();
    await userEvent.type(screen.getByLabelText("Password", { exact: true }), "Student2026!");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    // The QR code, and its text alternative: the key to type by hand, grouped, with the account.
    expect(
      await screen.findByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeTruthy();
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP")).toBeTruthy();
    expect(screen.getByText(/Account: new-admin@example.com\. Issuer: SPC\./)).toBeTruthy();

    // Leaving now would lose the key: the page asks first.
    await router.navigate("/admin");
    expect(await screen.findByRole("dialog", { name: "Leave without saving?" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Stay on this page" }));
    expect(router.state.location.pathname).toBe("/admin/two-factor");

    await userEvent.type(screen.getByLabelText("Code shown by the app"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));

    const codes = await screen.findAllByText(/^code-\d$/);
    expect(codes).toHaveLength(10);
    expect(screen.getByRole("button", { name: "Copy the codes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download as a file" })).toBeTruthy();
    await userEvent.click(
      screen.getByRole("button", { name: "I have saved them: go to the dashboard" }),
    );
    await screen.findByText("Dashboard page");

    expect(asked.find((call) => call.path.endsWith("/enable"))?.body).toEqual({
      password: "Student2026!",
    });
    expect(asked.find((call) => call.path.endsWith("/verify-totp"))?.body).toEqual({
      code: "123456",
    });
  });
});
