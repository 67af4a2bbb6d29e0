import type { StudentStatus } from "@spc/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { renderWithProviders } from "../../../test/render";
import { CampusClaim } from "./campus-claim";
import { IdCheckStatus } from "./id-check-status";
import { goTo } from "./id-verification-dialog";

vi.mock("../api/id-check", () => ({
  getIdCheckStatus: vi.fn(),
  startIdCheck: vi.fn(async () => ({ url: "http://localhost/dev/id-verification/local_x" })),
  claimCampusCard: vi.fn(),
}));
const api = await import("../api/id-check");

const state = (over: object) => ({
  required: false,
  skip_reason: null,
  status: "none",
  age_threshold: 25,
  started_at: null,
  decided_at: null,
  ...over,
});

describe("the ID check on the profile", () => {
  it("shows nothing to a member the check does not concern", async () => {
    vi.mocked(api.getIdCheckStatus).mockResolvedValueOnce(
      state({ skip_reason: "under_threshold" }) as never,
    );
    const { container } = renderWithProviders(<IdCheckStatus />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe("");
  });

  it("offers to start when asked, and goes to the hosted page", async () => {
    vi.mocked(api.getIdCheckStatus).mockResolvedValueOnce(state({ required: true }) as never);
    const go = vi.spyOn(goTo, "url").mockImplementation(() => {});
    renderWithProviders(<IdCheckStatus />);
    expect(await screen.findByText("ID not verified")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Verify my ID" }));
    expect(go).toHaveBeenCalledWith("http://localhost/dev/id-verification/local_x");
  });

  it("says pending, verified and refused", async () => {
    for (const [status, text] of [
      ["pending", "ID verification in progress"],
      ["verified", "ID verified"],
      ["rejected", "ID verification refused: you can try again"],
    ] as const) {
      vi.mocked(api.getIdCheckStatus).mockResolvedValueOnce(
        state({ status, required: status === "rejected" }) as never,
      );
      const view = renderWithProviders(<IdCheckStatus />);
      expect(await screen.findByText(text)).toBeTruthy();
      view.unmount();
    }
  });
});

const student: StudentStatus = {
  school_id: "mcgill",
  school_name_en: "McGill University",
  school_name_fr: "Université McGill",
  email: "a@mail.mcgill.ca",
  verified_at: "2026-11-01T00:00:00Z",
  expires_at: "2027-09-01T03:59:59Z",
  active: true,
  campus_card_claimed: false,
  campus_codes_remaining: 3,
};

describe("the campus card claim", () => {
  it("is offered only while the school has codes left", () => {
    const view = renderWithProviders(
      <CampusClaim status={{ ...student, campus_codes_remaining: 0 }} onClaimed={() => {}} />,
    );
    expect(screen.queryByRole("button", { name: "Get my campus card" })).toBeNull();
    view.unmount();
  });

  it("takes a code in the remaining campus code dialog and shows the card", async () => {
    vi.mocked(api.claimCampusCard).mockResolvedValueOnce({
      card_number: "6018123412341234",
      campus: "mcgill",
      remaining: 2,
    });
    const onClaimed = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CampusClaim status={student} onClaimed={onClaimed} />);
    await user.click(screen.getByRole("button", { name: "Get my campus card" }));
    const dialog = await screen.findByRole("dialog", { name: "Remaining campus codes" });
    expect(dialog.textContent).toContain("Your school has 3 campus codes left.");
    await user.click(screen.getByRole("button", { name: "Claim my campus card" }));
    expect(await screen.findByText("Campus card number: 6018 1234 1234 1234")).toBeTruthy();
    expect(onClaimed).toHaveBeenCalledWith(
      expect.objectContaining({ campus_card_claimed: true, campus_codes_remaining: 2 }),
    );
  });

  it("shows 'no remaining campus code' when the last one went meanwhile", async () => {
    vi.mocked(api.claimCampusCard).mockRejectedValueOnce(
      new ApiError(409, "no_remaining_campus_code", "no remaining campus code"),
    );
    const user = userEvent.setup();
    renderWithProviders(<CampusClaim status={student} onClaimed={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Get my campus card" }));
    await user.click(await screen.findByRole("button", { name: "Claim my campus card" }));
    expect(await screen.findByText("Your school has no campus codes left.")).toBeTruthy();
  });
});
