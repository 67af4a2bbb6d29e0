import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { renderWithProviders } from "../../../test/render";
import { SignInForm, validateSignIn } from "./login-page";

vi.mock("../../session/api/sign-in-with-email", () => ({ signInWithEmail: vi.fn() }));
vi.mock("../../session/api/login-fail-state", () => ({ loginFailState: vi.fn() }));
vi.mock("../../session/session-query", () => ({
  refreshSession: vi.fn(async () => ({})),
  deriveSessionView: () => ({ isRegistered: true }),
}));

const { signInWithEmail } = await import("../../session");
const { loginFailState } = await import("../../session");

function renderForm() {
  return renderWithProviders(
    <MemoryRouter initialEntries={["/login"]}>
      <Routes>
        <Route
          path="/login"
          element={<SignInForm signingIn={{ current: false }} onForgot={() => {}} />}
        />
        <Route path="/favourites" element={<h1>Favourites page</h1>} />
        <Route path="/deals" element={<h1>Deals page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the sign-in form", () => {
  it("requires a well-formed e-mail and a password", () => {
    expect(validateSignIn({ email: "", password: "" })).toEqual({
      email: { message: "validation.required" },
      password: { message: "validation.required" },
    });
    expect(validateSignIn({ email: "nope", password: "x" }).email).toEqual({
      message: "validation.email.invalid",
    });
    expect(validateSignIn({ email: "a@b.ca", password: "x" })).toEqual({});
  });

  it("shows the errors on submit, linked to the fields, and focuses the first invalid one", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    const email = screen.getByLabelText("E-mail");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain("error");
    const errorId = email.getAttribute("aria-describedby")?.split(" ")[0] ?? "";
    expect(document.getElementById(errorId)?.textContent).toContain("This field is required.");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it("says only that the e-mail or password is incorrect (no account enumeration)", async () => {
    vi.mocked(signInWithEmail).mockRejectedValueOnce(
      new ApiError(401, "invalid_email_or_password", "Invalid email or password"),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText("E-mail"), "someone@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Wrong-pass1");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert"))?.textContent).toContain(
      "E-mail or password is incorrect.",
    );
  });

  it("warns on the attempt before the account locks", async () => {
    vi.mocked(signInWithEmail).mockRejectedValueOnce(
      new ApiError(401, "invalid_email_or_password", "Invalid email or password"),
    );
    vi.mocked(loginFailState).mockResolvedValueOnce({
      is_allowed: true,
      failed_attempts: 4,
      remaining_attempts: 1,
      locked_until: null,
    });
    renderForm();
    await userEvent.type(screen.getByLabelText("E-mail"), "someone@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Wrong-pass1");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert"))?.textContent).toContain(
      "One more unsuccessful attempt will pause logging in for 15 minutes.",
    );
    expect(loginFailState).toHaveBeenCalledWith("someone@example.com");
  });

  it("keeps the plain message while more attempts remain", async () => {
    vi.mocked(signInWithEmail).mockRejectedValueOnce(
      new ApiError(401, "invalid_email_or_password", "Invalid email or password"),
    );
    vi.mocked(loginFailState).mockResolvedValueOnce({
      is_allowed: true,
      failed_attempts: 2,
      remaining_attempts: 3,
      locked_until: null,
    });
    renderForm();
    await userEvent.type(screen.getByLabelText("E-mail"), "someone@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Wrong-pass1");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("E-mail or password is incorrect.");
    expect(alert.textContent).not.toContain("One more");
  });

  it("goes to the remembered route after login", async () => {
    localStorage.setItem("redirectUrl", "/favourites");
    vi.mocked(signInWithEmail).mockResolvedValueOnce({ user: {} as never });
    renderForm();
    await userEvent.type(screen.getByLabelText("E-mail"), "someone@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Right-pass1");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("heading", { name: "Favourites page" })).toBeTruthy();
    expect(localStorage.getItem("redirectUrl")).toBeNull();
  });

  it("toggles the password visibility", async () => {
    renderForm();
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("type")).toBe("password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.getAttribute("type")).toBe("text");
    expect(screen.getByRole("button", { name: "Hide password" })).toBeTruthy();
  });
});
