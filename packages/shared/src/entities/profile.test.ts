import { describe, expect, it } from "vitest";
import { profileSchema } from "./profile";

const profile = {
  email: "Sam@Example.ca",
  email_lower: "sam@example.ca",
  first_name: "Sam",
  last_name: "Tremblay",
  gender: "non_binary",
  language: "fr",
  postal: "H2X 1Y4",
  birth_date: "2004-02-29",
  school_type: "cegep",
  school_name: null,
  referred_by: null,
  email_opt_in: true,
  is_auto_renew: false,
  theme_id: null,
  international: false,
  province: "QC",
};

describe("profile", () => {
  it("parses a complete profile", () => {
    expect(profileSchema.parse(profile)).toEqual(profile);
  });

  it("accepts a profile whose additional questions are unanswered", () => {
    const bare = { ...profile, gender: null, postal: null, birth_date: null, school_type: null };
    expect(profileSchema.safeParse(bare).success).toBe(true);
  });

  it("refuses a birth date in another format", () => {
    expect(profileSchema.safeParse({ ...profile, birth_date: "29/02/2004" }).success).toBe(false);
  });

  it("refuses an invalid e-mail", () => {
    expect(profileSchema.safeParse({ ...profile, email: "sam@" }).success).toBe(false);
  });
});
