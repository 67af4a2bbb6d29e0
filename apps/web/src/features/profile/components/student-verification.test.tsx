import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { renderWithProviders } from "../../../test/render";
import { StudentVerification, studentErrorMessage } from "./student-verification";

vi.mock("../api/student", () => ({
  getStudentStatus: vi.fn(async () => null),
  getSchools: vi.fn(async () => [
    {
      id: "mcgill",
      name_en: "McGill University",
      name_fr: "Université McGill",
      province: "QC",
      kind: "university",
      domains: ["mcgill.ca"],
    },
    {
      id: "ulaval",
      name_en: "Université Laval",
      name_fr: "Université Laval",
      province: "QC",
      kind: "university",
      domains: ["ulaval.ca"],
    },
  ]),
  requestStudentCode: vi.fn(async () => {
    throw new ApiError(400, "domain_validation_failed", "domain validation failed");
  }),
  confirmStudent: vi.fn(),
}));

const api = await import("../api/student");

describe("student verification on the profile", () => {
  it("maps the §8 refusals to messages", () => {
    expect(studentErrorMessage(new ApiError(400, "domain_validation_failed", ""))).toBe(
      "student.error.domain",
    );
    expect(studentErrorMessage(new ApiError(409, "not_eligible", ""))).toBe("student.error.taken");
    expect(studentErrorMessage(new ApiError(409, "no_remaining_campus_code", ""))).toBe(
      "student.error.noCampusCode",
    );
    expect(studentErrorMessage(new Error("boom"))).toBe("student.error.generic");
  });

  it("filters schools by the search, sends the address and shows the domain refusal", async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudentVerification />);
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3));
    await user.type(screen.getByLabelText(/Search for your school/), "laval");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Choose your school",
      "Université Laval",
    ]);
    await user.selectOptions(screen.getByLabelText(/^School$/), "ulaval");
    await user.type(screen.getByLabelText(/School e-mail address/), "me@gmail.com");
    await user.click(screen.getByRole("button", { name: "Send the code" }));
    expect(api.requestStudentCode).toHaveBeenCalledWith("me@gmail.com", "ulaval");
    expect(
      await screen.findByText("This e-mail address does not belong to the school you chose."),
    ).toBeTruthy();
  });
});
