import {
  type Country,
  type Gender,
  issue,
  type MemberProfile,
  VALIDATION_MESSAGES as MSG,
  normalizePostal,
  type ProfileInput,
  type SchoolType,
  shouldAskPostal,
  type ValidationIssue,
  validatePostal,
} from "@spc/shared";

/** The additional questions (spec §4, §5): postal if none yet, school, gender. */
export interface AdditionalAnswers {
  postal: string;
  school_type: SchoolType | "";
  school_name: string;
  gender: Gender | "";
}

export type AdditionalField = keyof AdditionalAnswers;

export interface AdditionalQuestions {
  askPostal: boolean;
  /** US builds ask the school's name; elsewhere the school type. */
  askSchoolName: boolean;
  askSchoolType: boolean;
}

export function questionsFor(profile: MemberProfile | null, country: Country): AdditionalQuestions {
  return {
    askPostal: shouldAskPostal(profile ?? {}),
    askSchoolName: country === "us",
    askSchoolType: country !== "us",
  };
}

export function initialAnswers(profile: MemberProfile | null): AdditionalAnswers {
  return {
    postal: "",
    school_type: profile?.school_type ?? "",
    school_name: profile?.school_name ?? "",
    gender: profile?.gender ?? "",
  };
}

/** Every unanswered question, with the shared message ids. */
export function validateAdditional(
  answers: AdditionalAnswers,
  questions: AdditionalQuestions,
  country: Country,
): Partial<Record<AdditionalField, ValidationIssue>> {
  const errors: Partial<Record<AdditionalField, ValidationIssue>> = {};
  if (questions.askPostal) {
    const postal = validatePostal(answers.postal, country);
    if (postal) errors.postal = postal;
  }
  if (questions.askSchoolName && answers.school_name.trim() === "") {
    errors.school_name = issue(MSG.schoolNameRequired);
  }
  if (questions.askSchoolType && !answers.school_type) {
    errors.school_type = issue(MSG.schoolTypeRequired);
  }
  if (!answers.gender) errors.gender = issue(MSG.genderRequired);
  return errors;
}

/** The profile fields to save (only the questions asked). */
export function additionalUpdate(
  answers: AdditionalAnswers,
  questions: AdditionalQuestions,
  country: Country,
): Partial<ProfileInput> {
  const update: Partial<ProfileInput> = {};
  if (questions.askPostal) update.postal = normalizePostal(answers.postal, country);
  if (questions.askSchoolType && answers.school_type) update.school_type = answers.school_type;
  if (questions.askSchoolName) update.school_name = answers.school_name.trim();
  if (answers.gender) update.gender = answers.gender;
  return update;
}
