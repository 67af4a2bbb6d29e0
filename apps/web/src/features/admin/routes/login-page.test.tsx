import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { AdminLoginPage } from "./login-page";

type Answer = { status: number; body: unknown };

/** fetch answering by path; each path's answers are used in turn (the last one repeats). */
function answerByPath(answers: Record<string, Answer[]>) {
  const asked: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = String(input).split("?")[0] as string;
      asked.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const list = answers[path] ?? [
        { status: 404, body: { error: { code: "not_found", message: "" } } },
      ];
      const answer = list.length > 1 ? list.shift()! : list[0]!;
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return asked;
}

const visitor: Answer = { status: 401, body: { error: { code: "unauthorized", message: "" } } };
const Landing = () => <p>Codes page</p>;

function renderLogin(path = "/admin/login?next=%2Fadmin%2Fcodes") {
  const router = createMemoryRouter(
    [
      { path: "/admin/login", Component: AdminLoginPage },
      { path: "/admin/codes", Component: Landing },
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

async function signInWithPassword() {
  await userEvent.type(await screen.findByLabelText("E-mail"), "admin@demo.spc.ca");
  await userEvent.type(screen.getByLabelText("Password", { exact: true }), "Student2026!");
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("AdminLoginPage", () => {
  it("asks for the authenticator's code after the password, then goes where the person was going", async () => {
    const asked = answerByPath({
      "/api/admin/me": [visitor],
      "/api/auth/sign-in/email": [{ status: 200, body: { twoFactorRedirect: true } }],
      "/api/auth/two-factor/verify-totp": [{ status: 200, body: { token: "t" } }],
    });
    const router = renderLogin();
    await signInWithPassword();

    const code = await screen.findByLabelText("6-digit code from your authenticator app");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    // Letters are not kept; fewer than six digits is refused before asking the server.
    await userEvent.type(code, "12a3");
    expect((code as HTMLInputElement).value).toBe("123");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter the 6 digits your app shows.")).toBeTruthy();
    expect(asked.some((call) => call.path.endsWith("verify-totp"))).toBe(false);

    await userEvent.type(code, "456");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByText("Codes page");
    expect(router.state.location.pathname).toBe("/admin/codes");
    expect(asked.find((call) => call.path.endsWith("verify-totp"))?.body).toEqual({
      code: "123456",
    });
  });

  it("says a wrong code is wrong and keeps the person on the code step", async () => {
    answerByPath({
      "/api/admin/me": [visitor],
      "/api/auth/sign-in/email": [{ status: 200, body: { twoFactorRedirect: true } }],
      "/api/auth/two-factor/verify-totp": [
        { status: 401, body: { error: { code: "invalid_code", message: "Invalid code" } } },
      ],
    });
    renderLogin();
    await signInWithPassword();
    await userEvent.type(
      await screen.findByLabelText("6-digit code from your authenticator app"),
      "000000",
    );
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("That code is not right");
    expect(screen.getByLabelText("6-digit code from your authenticator app")).toBeTruthy();
  });

  it("takes a backup code instead", async () => {
    const asked = answerByPath({
      "/api/admin/me": [visitor],
      "/api/auth/sign-in/email": [{ status: 200, body: { twoFactorRedirect: true } }],
      "/api/auth/two-factor/verify-backup-code": [{ status: 200, body: {} }],
    });
    renderLogin();
    await signInWithPassword();
    await userEvent.click(await screen.findByRole("button", { name: "Use a backup code instead" }));
    await userEvent.type(screen.getByLabelText("Backup code"), "AbCd-1234");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByText("Codes page");
    expect(asked.find((call) => call.path.endsWith("verify-backup-code"))?.body).toEqual({
      code: "AbCd-1234",
    });
  });

  it("says a wrong password without saying which of the two was wrong", async () => {
    answerByPath({
      "/api/admin/me": [visitor],
      "/api/auth/sign-in/email": [
        {
          status: 401,
          body: { error: { code: "invalid_email_or_password", message: "Invalid" } },
        },
      ],
    });
    renderLogin();
    await signInWithPassword();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).not.toBe("");
    expect(screen.queryByLabelText("6-digit code from your authenticator app")).toBeNull();
  });

  it("explains that an ended session is why they are here", async () => {
    answerByPath({ "/api/admin/me": [visitor] });
    renderLogin("/admin/login?expired=1");
    expect(await screen.findByText(/Your back-office session has ended\./)).toBeTruthy();
  });
});
