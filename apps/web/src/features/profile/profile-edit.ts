import {
  type Country,
  type Gender,
  type Language,
  type MemberProfile,
  MINIMUM_AGE,
  normalizePostal,
  type ProfileInput,
  type SchoolType,
  type ValidationIssue,
  validateBirthDate,
  validatePostal,
} from "@spc/shared";
import { validateRequired } from "../auth";

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  birth_date: string;
  postal: string;
  school_type: SchoolType | "";
  school_name: string;
  gender: Gender | "";
  language: Language;
  email_opt_in: boolean;
}

export type ProfileFormField = keyof ProfileFormValues;

export function profileFormValues(
  profile: MemberProfile | null,
  language: Language,
): ProfileFormValues {
  return {
    first_name: profile?.first_name ?? "",
    last_name: profile?.last_name ?? "",
    birth_date: profile?.birth_date ?? "",
    postal: profile?.postal ?? "",
    school_type: profile?.school_type ?? "",
    school_name: profile?.school_name ?? "",
    gender: profile?.gender ?? "",
    language: profile?.language ?? language,
    email_opt_in: profile?.email_opt_in ?? false,
  };
}

/** Names required; birth date and postal checked when given (the profile may lack them). */
export function validateProfileForm(
  values: ProfileFormValues,
  country: Country,
  now: Date,
): Partial<Record<ProfileFormField, ValidationIssue>> {
  const errors: Partial<Record<ProfileFormField, ValidationIssue>> = {};
  const first = validateRequired(values.first_name);
  if (first) errors.first_name = first;
  const last = validateRequired(values.last_name);
  if (last) errors.last_name = last;
  if (values.birth_date.trim() !== "") {
    const birth = validateBirthDate(values.birth_date, now, MINIMUM_AGE);
    if (birth) errors.birth_date = birth;
  }
  if (values.postal.trim() !== "") {
    const postal = validatePostal(values.postal, country);
    if (postal) errors.postal = postal;
  }
  return errors;
}

export function profileUpdate(values: ProfileFormValues, country: Country): Partial<ProfileInput> {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    birth_date: values.birth_date.trim() || null,
    postal: values.postal.trim() ? normalizePostal(values.postal, country) : null,
    school_type: values.school_type || null,
    school_name: values.school_name.trim() || null,
    gender: values.gender || null,
    language: country === "us" ? "en" : values.language,
    email_opt_in: values.email_opt_in,
  };
}
