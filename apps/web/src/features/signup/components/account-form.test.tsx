import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { rememberRedirect } from "../../session";
import { useSignUpDraft } from "../signup-draft";
import { AccountForm } from "./account-form";

vi.mock("../create-account", () => ({ createAccount: vi.fn(async () => "check-inbox") }));
vi.mock("../../session/session-query", () => ({ refreshSession: vi.fn(async () => ({})) }));

const { createAccount } = await import("../create-account");

async function signUp() {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter initialEntries={["/signup"]}>
      <AccountForm mode="account" next="/signup/additional" />
    </MemoryRouter>,
  );
  const paste = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await paste(screen.getByRole("textbox", { name: "E-mail" }), "maya@student.ca");
  await paste(screen.getByLabelText("Password"), "Student2026!");
  await paste(screen.getByLabelText("First name"), "Maya");
  await paste(screen.getByLabelText("Last name"), "Roy");
  await paste(screen.getByLabelText(/^Date of birth/), "2001-03-12");
  await user.click(screen.getByLabelText(/I agree to the/));
  await user.click(screen.getByRole("button", { name: "Create my account" }));
}

beforeEach(() => {
  vi.mocked(createAccount).mockClear();
  // The draft outlives a render (it is kept while the visitor moves between sign-up screens).
  useSignUpDraft.getState().reset();
});

describe("the sign-up form's verification link", () => {
  it("leads on to the card activation the visitor came from (QR link)", async () => {
    rememberRedirect("/signup/activate?card_num=6018700000000109&csv=427");
    await signUp();
    expect(createAccount).toHaveBeenCalledWith(
      expect.objectContaining({
        callbackURL: "/signup/activate?card_num=6018700000000109&csv=427",
      }),
    );
  });

  it("leads to the deals when nothing is remembered", async () => {
    await signUp();
    expect(createAccount).toHaveBeenCalledWith(expect.objectContaining({ callbackURL: "/deals" }));
  });
});
