import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { AdminGuard } from "./admin-guard";

/** /api/admin/me answers `status` with `body`. */
function answerMe(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body, { status })),
  );
}

const refusal = (code: string, reason?: string) => ({
  error: { code, message: "refused", ...(reason ? { details: { reason } } : {}) },
});

const LoginStub = () => <p>Login page</p>;
const DashboardStub = () => <p>Dashboard content</p>;
const SetUpStub = () => <p>Set-up content</p>;
const CodesStub = () => <p>Codes content</p>;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/admin",
        children: [
          { path: "login", Component: LoginStub },
          {
            Component: AdminGuard,
            children: [
              { index: true, Component: DashboardStub },
              { path: "two-factor", Component: SetUpStub },
              { path: "codes", Component: CodesStub },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return router;
}

const admin = (two_factor_enabled: boolean) => ({
  id: "u1",
  email: "admin@demo.spc.ca",
  name: "Ada Admin",
  role: "admin",
  two_factor_enabled,
});

afterEach(() => vi.unstubAllGlobals());

describe("AdminGuard", () => {
  it("sends a visitor to the login page and remembers where they were going", async () => {
    answerMe(401, refusal("unauthorized"));
    const router = renderAt("/admin/codes?x=1");
    await screen.findByText("Login page");
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(router.state.location.search).toBe("?next=%2Fadmin%2Fcodes%3Fx%3D1");
  });

  it("sends an ended staff session to the login page, saying so", async () => {
    answerMe(401, refusal("unauthorized", "staff_session_expired"));
    const router = renderAt("/admin");
    await screen.findByText("Login page");
    expect(router.state.location.search).toBe("?expired=1");
  });

  it("shows a member the not-allowed page, without the back office's navigation", async () => {
    answerMe(403, refusal("forbidden", "not_staff"));
    renderAt("/admin/codes");
    expect(await screen.findByRole("heading", { name: "This area is for SPC staff" })).toBeTruthy();
    expect(screen.queryByText("Codes content")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("sends staff without a second factor to the set-up first", async () => {
    answerMe(200, admin(false));
    const router = renderAt("/admin/codes");
    await screen.findByText("Set-up content");
    expect(router.state.location.pathname).toBe("/admin/two-factor");
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("shows signed-in staff the page inside the back office, with who they are", async () => {
    answerMe(200, admin(true));
    renderAt("/admin/codes");
    await screen.findByText("Codes content");
    const nav = screen.getByRole("navigation", { name: "Back office" });
    expect(nav.textContent).toContain("Code pools");
    expect(nav.textContent).toContain("Audit log");
    expect(screen.getByRole("banner").textContent).toContain("Ada Admin");
    expect(screen.getByRole("banner").textContent).toContain("Administrator");
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Skip to content" }).getAttribute("href")).toBe(
      "#admin-main",
    );
  });

  it("keeps staff who already have a second factor off the set-up page", async () => {
    answerMe(200, admin(true));
    const router = renderAt("/admin/two-factor");
    await screen.findByText("Dashboard content");
    expect(router.state.location.pathname).toBe("/admin");
  });
});
