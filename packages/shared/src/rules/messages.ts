/**
 * Validation message ids. Rules return these, never sentences, so one rule serves the API and
 * both languages of the web; the web's catalogues (en.json, fr.json) hold the wording.
 * Ids ending in a value placeholder take ICU values given beside them in `ValidationIssue.values`.
 */
export const VALIDATION_MESSAGES = Object.freeze({
  required: "validation.required",
  emailInvalid: "validation.email.invalid",
  linkingEmailsInvalid: "validation.linking.emails_invalid",
  postalRequired: "validation.postal.required",
  postalInvalid: "validation.postal.invalid",
  phoneInvalid: "validation.phone.invalid",
  dateInvalid: "validation.date.invalid",
  cardNumberRequired: "validation.card_number.required",
  cardNumberDigitsOnly: "validation.card_number.digits_only",
  cardNumberLength: "validation.card_number.length",
  cardNumberPrefix: "validation.card_number.prefix",
  securityCodeRequired: "validation.security_code.required",
  securityCodeInvalid: "validation.security_code.invalid",
  passwordTooShort: "validation.password.too_short",
  passwordNeedsDigit: "validation.password.needs_digit",
  passwordNeedsUppercase: "validation.password.needs_uppercase",
  passwordNeedsLowercase: "validation.password.needs_lowercase",
  passwordNeedsSpecial: "validation.password.needs_special",
  birthDateRequired: "validation.birth_date.required",
  birthDateInvalid: "validation.birth_date.invalid",
  ageTooYoung: "validation.age.too_young",
  genderRequired: "validation.gender.required",
  schoolTypeRequired: "validation.school_type.required",
  schoolNameRequired: "validation.school_name.required",
  listNameInvalid: "validation.list_name.invalid",
  listNameDuplicate: "validation.list_name.duplicate",
  reauthEmailInvalid: "validation.reauth.email_invalid",
  reauthPasswordInvalid: "validation.reauth.password_invalid",
  reauthProviderInvalid: "validation.reauth.provider_invalid",
  verificationLinkInvalid: "validation.verification_link.invalid",
} as const);

export type ValidationMessageId = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/** Every validation message id, for catalogue completeness checks on the web side. */
export const VALIDATION_MESSAGE_IDS: readonly ValidationMessageId[] = Object.freeze(
  Object.values(VALIDATION_MESSAGES),
);

/** A failed rule: the message id plus ICU values (e.g. `{ min: 8 }`) for the translation. */
export interface ValidationIssue {
  readonly message: ValidationMessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Builds an issue; a tiny helper so rules read as `return issue(MSG.x)`. */
export function issue(
  message: ValidationMessageId,
  values?: Record<string, string | number>,
): ValidationIssue {
  return values ? { message, values } : { message };
}
