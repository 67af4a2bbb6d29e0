import { describe, expect, it } from "vitest";
import { revealDecision } from "./reveal-decision";

describe("revealing an offer's code or link", () => {
  it("asks a visitor to log in, whatever the offer", () => {
    expect(revealDecision("visitor", { is_spc_plus: false })).toBe("login-prompt");
    expect(revealDecision("visitor", { is_spc_plus: true })).toBe("login-prompt");
  });

  it("sends a logged-in user without a valid card to the redeem gate", () => {
    expect(revealDecision("user", { is_spc_plus: false })).toBe("offer-redeem-gate");
    expect(revealDecision("user", { is_spc_plus: true })).toBe("offer-redeem-gate");
  });

  it("teases SPC+ offers to members without SPC+ and reveals the others", () => {
    expect(revealDecision("member", { is_spc_plus: true })).toBe("exclusive-offer");
    expect(revealDecision("member", { is_spc_plus: false })).toBe("reveal");
  });

  it("reveals every offer to SPC+ members", () => {
    expect(revealDecision("plus", { is_spc_plus: true })).toBe("reveal");
    expect(revealDecision("plus", { is_spc_plus: false })).toBe("reveal");
  });
});
