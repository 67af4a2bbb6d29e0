import { parseCalendarDate } from "../entities/calendar-date";
import type { Country } from "../entities/locale";
import type { Profile } from "../entities/profile";
import { issue, VALIDATION_MESSAGES as MSG, type ValidationIssue } from "./messages";
import { isValidPostal } from "./postal";

/** Profile answers the additional-questions modal may ask for. */
export type ProfileField = "postal" | "school_type" | "school_name" | "gender" | "birth_date";

/** The part of a profile completeness looks at; absent and null both mean "not answered". */
export type ProfileAnswers = Partial<
  Pick<Profile, "postal" | "school_type" | "school_name" | "gender" | "birth_date" | "email_opt_in">
>;

/** The verdict: which fields are missing, each with the message id the form shows. */
export interface ProfileCompleteness {
  readonly complete: boolean;
  readonly missing: readonly ProfileField[];
  readonly issues: Readonly<Partial<Record<ProfileField, ValidationIssue>>>;
}

const blank = (value: string | null | undefined): boolean => !value || value.trim() === "";

/**
 * Which additional questions are unanswered (spec §5). Postal: required, and a postal that is not
 * valid for the country counts as missing so the question is asked again. School: school name in
 * the US, school type elsewhere. Gender always. Birth date unless `requireBirthDate` is false
 * (only the birth-date variants of the form ask it). `email_opt_in` never blocks completeness.
 */
export function checkProfileCompleteness(
  profile: ProfileAnswers,
  country: Country,
  options: { requireBirthDate?: boolean } = {},
): ProfileCompleteness {
  const issues: Partial<Record<ProfileField, ValidationIssue>> = {};
  const { postal } = profile;
  if (blank(postal)) issues.postal = issue(MSG.postalRequired);
  else if (!isValidPostal(postal!, country)) issues.postal = issue(MSG.postalInvalid);
  if (country === "us") {
    if (blank(profile.school_name)) issues.school_name = issue(MSG.schoolNameRequired);
  } else if (!profile.school_type) {
    issues.school_type = issue(MSG.schoolTypeRequired);
  }
  if (!profile.gender) issues.gender = issue(MSG.genderRequired);
  if (options.requireBirthDate ?? true) {
    if (blank(profile.birth_date)) issues.birth_date = issue(MSG.birthDateRequired);
    else if (!parseCalendarDate(profile.birth_date!))
      issues.birth_date = issue(MSG.birthDateInvalid);
  }
  const missing = Object.keys(issues) as ProfileField[];
  return { complete: missing.length === 0, missing, issues };
}

/** True when the additional questions are all answered (see `checkProfileCompleteness`). */
export function isProfileComplete(
  profile: ProfileAnswers,
  country: Country,
  options: { requireBirthDate?: boolean } = {},
): boolean {
  return checkProfileCompleteness(profile, country, options).complete;
}

/** The postal question is only asked when the profile has no postal code yet. */
export function shouldAskPostal(profile: ProfileAnswers): boolean {
  return blank(profile.postal);
}
