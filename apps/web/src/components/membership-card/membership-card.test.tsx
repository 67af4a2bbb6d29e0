import type { Card } from "@spc/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { cardStatus, MembershipCard } from "./membership-card";

const card: Card = {
  card_number: "6018000000000011",
  csv: "123",
  cobrand: "spc",
  status: "active",
  is_expired: false,
  expiry_date: "2099-08-31",
  is_primary: true,
  is_g_ticket: false,
  is_online_purchased: true,
  campus: null,
};
const now = new Date(2026, 10, 26);

describe("the membership card's status", () => {
  it("is active, expired (by the server or the date) or not active", () => {
    expect(cardStatus(card, now)).toBe("active");
    expect(cardStatus({ ...card, is_expired: true }, now)).toBe("expired");
    expect(cardStatus({ ...card, expiry_date: "2026-11-25" }, now)).toBe("expired");
    expect(cardStatus({ ...card, expiry_date: "2026-11-26" }, now)).toBe("active");
    expect(cardStatus({ ...card, status: "suspended" }, now)).toBe("inactive");
  });

  it("shows as a badge beside the brand", () => {
    renderWithProviders(<MembershipCard card={{ ...card, is_expired: true }} />);
    const badge = screen.getByTestId("membership-card-status");
    expect(badge.textContent).toBe("Expired");
    expect(badge.className).toBe("badge badge--danger");
  });
});
