import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { startResendCountdown } from "../resend-countdown";
import { ResendVerification } from "./resend-verification";

vi.mock("../resend-flow", () => ({
  resendVerificationEmail: vi.fn(async () => {
    startResendCountdown(1);
    return "rateLimited";
  }),
}));

const { resendVerificationEmail } = await import("../resend-flow");

describe("the resend button", () => {
  it("shows the rate-limit flag, counts down, then lets the user resend again", async () => {
    renderWithProviders(
      <ResendVerification credentials={{ email: "new@student.ca", password: "Student2026!" }} />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Resend the e-mail" }));
    expect(resendVerificationEmail).toHaveBeenCalledWith({
      credentials: { email: "new@student.ca", password: "Student2026!" },
      redirect: undefined,
    });
    expect(screen.getByRole("status").textContent).toMatch(/wait a little/);
    const button = screen.getByRole("button", { name: /1/ });
    expect(button.hasAttribute("disabled")).toBe(true);
    await waitFor(
      () => expect(screen.getByRole("button", { name: "Resend the e-mail" })).toBeTruthy(),
      {
        timeout: 3000,
      },
    );
    expect(screen.getByRole("button", { name: "Resend the e-mail" }).hasAttribute("disabled")).toBe(
      false,
    );
  });
});
