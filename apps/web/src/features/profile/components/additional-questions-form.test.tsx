import type { MemberProfile } from "@spc/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { questionsFor, validateAdditional } from "../additional-questions";
import { AdditionalQuestionsForm } from "./additional-questions-form";

const state = vi.hoisted(() => ({ country: "ca" as "ca" | "us", profile: null as unknown }));

vi.mock("../use-country", () => ({ useCountry: () => state.country }));
vi.mock("../../session/api/update-profile", () => ({ updateProfile: vi.fn() }));
vi.mock("../../session/api/is-postal-valid", () => ({ isPostalValid: vi.fn(async () => true) }));
vi.mock("../../session/session-query", () => ({
  useSession: () => ({ snapshot: { profile: state.profile } }),
  setSessionProfile: vi.fn(),
}));

const { updateProfile } = await import("../../session");

const profile = (patch: Partial<MemberProfile> = {}) =>
  ({ postal: null, school_type: null, school_name: null, gender: null, ...patch }) as MemberProfile;

beforeEach(() => {
  state.country = "ca";
  state.profile = profile();
  vi.mocked(updateProfile).mockReset();
});

describe("the additional questions", () => {
  it("ask the postal code only when the profile has none; the US asks the school name", () => {
    expect(questionsFor(profile(), "ca")).toEqual({
      askPostal: true,
      askSchoolName: false,
      askSchoolType: true,
    });
    expect(questionsFor(profile({ postal: "H2X 1Y4" }), "ca").askPostal).toBe(false);
    expect(questionsFor(profile(), "us")).toMatchObject({
      askSchoolName: true,
      askSchoolType: false,
    });
    const us = questionsFor(profile({ postal: "12345" }), "us");
    expect(
      validateAdditional(
        { postal: "", school_type: "", school_name: "", gender: "male" },
        us,
        "us",
      ),
    ).toEqual({ school_name: { message: "validation.school_name.required" } });
  });

  it("show no error before the first submit, then every missing answer", async () => {
    renderWithProviders(<AdditionalQuestionsForm onSaved={() => {}} />);
    expect(screen.queryByText("Choose your type of school.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Enter your postal code.")).toBeTruthy();
    expect(screen.getByText("Choose your type of school.")).toBeTruthy();
    expect(screen.getByText("Choose an answer.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Postal code/)));
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it("stay open with a message when saving fails", async () => {
    state.profile = profile({ postal: "H2X 1Y4" });
    vi.mocked(updateProfile).mockRejectedValueOnce(new Error("offline"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onSaved = vi.fn();
    renderWithProviders(<AdditionalQuestionsForm onSaved={onSaved} />);
    expect(screen.queryByLabelText(/Postal code/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Type of school"), "cegep");
    await userEvent.selectOptions(screen.getByLabelText("Gender"), "non_binary");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert"))?.textContent).toContain(
      "We couldn’t save your answers.",
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(updateProfile).toHaveBeenCalledWith({ school_type: "cegep", gender: "non_binary" });
  });

  it("save and close when every answer is valid (US: the school name)", async () => {
    state.country = "us";
    state.profile = profile({ postal: "12345" });
    vi.mocked(updateProfile).mockResolvedValueOnce(profile());
    const onSaved = vi.fn();
    renderWithProviders(<AdditionalQuestionsForm onSaved={onSaved} />);
    await userEvent.type(screen.getByLabelText("School name"), "Boston University");
    await userEvent.selectOptions(screen.getByLabelText("Gender"), "female");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updateProfile).toHaveBeenCalledWith({
      school_name: "Boston University",
      gender: "female",
    });
  });
});
