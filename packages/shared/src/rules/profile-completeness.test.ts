import { describe, expect, it } from "vitest";
import {
  checkProfileCompleteness,
  isProfileComplete,
  type ProfileAnswers,
  shouldAskPostal,
} from "./profile-completeness";

const canadian: ProfileAnswers = {
  postal: "H2X 1Y4",
  school_type: "cegep",
  school_name: null,
  gender: "female",
  birth_date: "2005-03-01",
  email_opt_in: false,
};

describe("profile completeness in Canada", () => {
  it("is complete with postal, school type, gender and birth date", () => {
    expect(checkProfileCompleteness(canadian, "ca")).toEqual({
      complete: true,
      missing: [],
      issues: {},
    });
  });

  it("lists every missing field of an empty profile", () => {
    expect(checkProfileCompleteness({}, "ca").missing).toEqual([
      "postal",
      "school_type",
      "gender",
      "birth_date",
    ]);
  });

  it("does not need a school name in Canada", () => {
    expect(isProfileComplete({ ...canadian, school_name: "" }, "ca")).toBe(true);
  });

  it("counts a blank postal as missing and an invalid one as invalid", () => {
    expect(
      checkProfileCompleteness({ ...canadian, postal: "  " }, "ca").issues.postal?.message,
    ).toBe("validation.postal.required");
    expect(
      checkProfileCompleteness({ ...canadian, postal: "12345" }, "ca").issues.postal?.message,
    ).toBe("validation.postal.invalid");
  });

  it("accepts a lower-case postal without space", () => {
    expect(isProfileComplete({ ...canadian, postal: "h2x1y4" }, "ca")).toBe(true);
  });

  it("reports a malformed birth date as invalid", () => {
    const result = checkProfileCompleteness({ ...canadian, birth_date: "2005-02-30" }, "ca");
    expect(result.issues.birth_date?.message).toBe("validation.birth_date.invalid");
  });

  it("ignores the birth date in variants that do not ask for it", () => {
    const profile = { ...canadian, birth_date: null };
    expect(isProfileComplete(profile, "ca", { requireBirthDate: false })).toBe(true);
    expect(isProfileComplete(profile, "ca")).toBe(false);
  });

  it("never fails on email_opt_in", () => {
    expect(isProfileComplete({ ...canadian, email_opt_in: undefined }, "ca")).toBe(true);
  });
});

describe("profile completeness in the US", () => {
  const american: ProfileAnswers = {
    ...canadian,
    postal: "12345",
    school_type: null,
    school_name: "State College",
  };

  it("requires the school name instead of the school type", () => {
    expect(isProfileComplete(american, "us")).toBe(true);
    const result = checkProfileCompleteness({ ...american, school_name: " " }, "us");
    expect(result.missing).toEqual(["school_name"]);
    expect(result.issues.school_name?.message).toBe("validation.school_name.required");
  });

  it("judges the postal with the US format", () => {
    expect(checkProfileCompleteness({ ...american, postal: "H2X 1Y4" }, "us").missing).toEqual([
      "postal",
    ]);
  });
});

describe("shouldAskPostal", () => {
  it("asks only when the profile has no postal code", () => {
    expect(shouldAskPostal({ postal: null })).toBe(true);
    expect(shouldAskPostal({})).toBe(true);
    expect(shouldAskPostal({ postal: "H2X 1Y4" })).toBe(false);
  });
});
