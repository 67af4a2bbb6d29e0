import {
  ageOn,
  EMPTY_SIGN_UP_DRAFT,
  issue,
  MINIMUM_AGE,
  VALIDATION_MESSAGES as MSG,
  type SignUpDraft,
  type ValidationIssue,
  validateBirthDate,
} from "@spc/shared";
import { create } from "zustand";
import type { FieldError } from "../../components/form/field-error";
import { validateEmailField, validatePasswordField, validateRequired } from "../auth";

/**
 * The sign-up draft (spec §3): kept in memory only (never stored: it holds the password) so
 * leaving the form and coming back keeps what was typed.
 */
interface DraftState {
  draft: SignUpDraft;
  update: (patch: Partial<SignUpDraft>) => void;
  reset: () => void;
}

export const useSignUpDraft = create<DraftState>((set) => ({
  draft: { ...EMPTY_SIGN_UP_DRAFT },
  update: (patch) =>
    set((state) => {
      const draft = { ...state.draft, ...patch };
      // `age` follows the birth date (null until it is a real date).
      if ("birthdate" in patch) draft.age = ageOn(draft.birthdate, new Date());
      return { draft };
    }),
  reset: () => set({ draft: { ...EMPTY_SIGN_UP_DRAFT } }),
}));

export type DraftField = "email" | "password" | "birthdate" | "firstName" | "lastName" | "agree";

/**
 * The account-creation rules: e-mail, password (every rule of the checklist), birth date with
 * the minimum age of 16 (spec §5/§9), names, and the terms. `withCredentials` is false when a
 * signed-in user only completes the registration (no e-mail or password to give).
 */
export function validateDraft(
  draft: SignUpDraft,
  now: Date,
  withCredentials = true,
): Partial<Record<DraftField, FieldError>> {
  const errors: Partial<Record<DraftField, FieldError>> = {};
  const put = (field: DraftField, found: ValidationIssue | null) => {
    if (found) errors[field] = found;
  };
  if (withCredentials) {
    put("email", validateEmailField(draft.email));
    put("password", validatePasswordField(draft.password));
  }
  put("firstName", validateRequired(draft.firstName));
  put("lastName", validateRequired(draft.lastName));
  put("birthdate", validateBirthDate(draft.birthdate, now, MINIMUM_AGE));
  if (!draft.agree) errors.agree = { message: "signup.error.agreeRequired" };
  return errors;
}

/** Used by tests and the form: a required-field issue. */
export const REQUIRED = issue(MSG.required);
