import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { ApiError } from "../../../lib/api-client";
import { description } from "../../../test/described-text";
import { renderWithProviders } from "../../../test/render";
import {
  afterCreateAccount,
  CreateAccountDialog,
  validateCreateAccount,
} from "./create-account-dialog";

vi.mock("../create-account", () => ({ createAccount: vi.fn() }));
vi.mock("../../session/session-query", () => ({ refreshSession: vi.fn(async () => ({})) }));
vi.mock("../../content/api/get-public-config", () => ({ usePublicConfig: () => ({ data: {} }) }));

const { createAccount } = await import("../create-account");

function renderDialog(onClose = vi.fn()) {
  renderWithProviders(
    <MemoryRouter initialEntries={["/deals"]}>
      <Routes>
        <Route path="/deals" element={<CreateAccountDialog onClose={onClose} />} />
        <Route path="/signup" element={<h1>Sign-up page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "E-mail" }), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Create my account" }));
}

beforeEach(() => {
  vi.mocked(createAccount).mockReset();
  useModalStore.setState({ current: null });
});

describe("the create-account dialog", () => {
  it("asks for a well-formed e-mail and a strong password", () => {
    expect(validateCreateAccount({ email: "", password: "" })).toEqual({
      email: { message: "validation.required" },
      password: { message: "validation.required" },
    });
    expect(validateCreateAccount({ email: "a@b.ca", password: "short" }).password).toBeTruthy();
    expect(validateCreateAccount({ email: "a@b.ca", password: "Student2026!" })).toEqual({});
    expect(afterCreateAccount(true)).toBe("/signup?purchaseNavigation=true");
  });

  it("is a labelled dialog whose e-mail field takes the focus", async () => {
    renderDialog();
    expect(await screen.findByRole("dialog", { name: "Create your account" })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "E-mail" })),
    );
  });

  it("shows translated field errors and sends nothing while the form is invalid", async () => {
    renderDialog();
    await fill("not-an-email", "x");
    const email = screen.getByRole("textbox", { name: "E-mail" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(description(email)).toMatch(/valid e-mail/i);
    expect(createAccount).not.toHaveBeenCalled();
  });

  it("continues on /signup and opens the verification dialog once the account exists", async () => {
    vi.mocked(createAccount).mockResolvedValue("signed-in");
    renderDialog();
    await fill("new@student.ca", "Student2026!");
    expect(await screen.findByRole("heading", { name: "Sign-up page" })).toBeTruthy();
    expect(createAccount).toHaveBeenCalledWith(
      expect.objectContaining({
        email: "new@student.ca",
        password: "Student2026!",
        language: "en",
      }),
    );
    expect(useModalStore.getState().current).toEqual({
      type: "email-verification",
      props: { email: "new@student.ca" },
    });
  });

  it("says the same thing whether or not the address already had an account", async () => {
    vi.mocked(createAccount).mockResolvedValue("check-inbox");
    renderDialog();
    await fill("known@student.ca", "Student2026!");
    expect(await screen.findByText(/If known@student.ca can be used/)).toBeTruthy();
    expect(screen.queryByText(/already exists|taken/i)).toBeNull();
  });

  it("translates an API error and stays open", async () => {
    vi.mocked(createAccount).mockRejectedValue(
      new ApiError(400, "password_too_weak", "The password needs…"),
    );
    const onClose = renderDialog();
    await fill("new@student.ca", "Student2026!");
    expect((await screen.findByRole("alert")).textContent).toMatch(/password/i);
    expect(onClose).not.toHaveBeenCalled();
  });
});
