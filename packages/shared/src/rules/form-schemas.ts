// zod field schemas built from the rules, for react-hook-form on the web and body checks in the
// API: one rule, one message id, both sides. Issue `params` carry the ICU values.
import { z } from "zod";
import type { Country } from "../entities/locale";
import { validateBirthDate } from "./age";
import { validateCardNumber, validateRegistrableCardNumber } from "./card-number";
import { validateEmail } from "./email";
import { validateNewListName } from "./list-name";
import type { ValidationIssue } from "./messages";
import { validatePassword } from "./password";
import { validatePostal } from "./postal";
import { validateRegistrableSecurityCode, validateSecurityCode } from "./security-code";

type Rule = (value: string) => ValidationIssue | ValidationIssue[] | null;

/** A string schema that fails with the rule's message ids (and values as issue params). */
export function ruleSchema(rule: Rule) {
  return z.string().superRefine((value, ctx) => {
    const found = rule(value);
    const issues = found === null ? [] : Array.isArray(found) ? found : [found];
    for (const { message, values } of issues) {
      ctx.addIssue({ code: "custom", message, ...(values ? { params: { ...values } } : {}) });
    }
  });
}

/** E-mail field: required, well-formed. */
export const emailFieldSchema = ruleSchema(validateEmail);
/** Membership card number field: 16 digits, prefix 6018 (dashes allowed). */
export const cardNumberFieldSchema = ruleSchema(validateCardNumber);
/** Existing-card registration number field: 13–16 digits. */
export const registrableCardNumberFieldSchema = ruleSchema(validateRegistrableCardNumber);
/** Membership security code field: exactly 3 digits. */
export const securityCodeFieldSchema = ruleSchema(validateSecurityCode);
/** Existing-card registration security code field: 3–4 digits. */
export const registrableSecurityCodeFieldSchema = ruleSchema(validateRegistrableSecurityCode);
/** Password field: every unmet requirement becomes one issue. */
export const passwordFieldSchema = ruleSchema(validatePassword);

/** Postal field for a country. */
export function postalFieldSchema(country: Country) {
  return ruleSchema((value) => validatePostal(value, country));
}

/** Birth date field judged on `now`'s day against a minimum age (18 by default). */
export function birthDateFieldSchema(now: Date, minimumAge?: number) {
  return ruleSchema((value) => validateBirthDate(value, now, minimumAge));
}

/** New list name field against the member's existing list names. */
export function listNameFieldSchema(existingNames: readonly string[] = []) {
  return ruleSchema((value) => validateNewListName(value, existingNames));
}
