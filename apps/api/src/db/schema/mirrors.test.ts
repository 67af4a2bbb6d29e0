import {
  AD_DISPLAY_PAGES,
  CAROUSEL_TYPES,
  CHECKOUT_CODE_KINDS,
  COBRANDS,
  CODE_MODES,
  CODE_TYPES,
  EMAIL_OPT_DISPLAY_PAGES,
  GENDERS,
  JOB_EMPLOYMENT_TYPES,
  LANGUAGES,
  NOTIFICATION_KINDS,
  SCHOOL_TYPES,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
} from "@spc/shared";
import { describe, expect, it } from "vitest";
import {
  adDisplayPages,
  cardCobrands,
  carouselTypes,
  checkoutCodeKinds,
  codeModes,
  codeTypes,
  emailOptDisplayPages,
  jobEmploymentTypes,
  notificationKinds,
  paymentTransactionKinds,
  paymentTransactionStatuses,
  profileGenders,
  profileLanguages,
  profileSchoolTypes,
} from ".";

// The schema spells its enum values out instead of importing them from @spc/shared: this keeps
// each copy equal to the wire values the API validates with, so the two cannot drift apart.
describe("database enums mirror the shared wire values", () => {
  it.each([
    ["adDisplayPages", adDisplayPages, AD_DISPLAY_PAGES],
    ["cardCobrands", cardCobrands, COBRANDS],
    ["carouselTypes", carouselTypes, CAROUSEL_TYPES],
    ["checkoutCodeKinds", checkoutCodeKinds, CHECKOUT_CODE_KINDS],
    ["codeModes", codeModes, CODE_MODES],
    ["codeTypes", codeTypes, CODE_TYPES],
    ["emailOptDisplayPages", emailOptDisplayPages, EMAIL_OPT_DISPLAY_PAGES],
    ["notificationKinds", notificationKinds, NOTIFICATION_KINDS],
    ["jobEmploymentTypes", jobEmploymentTypes, JOB_EMPLOYMENT_TYPES],
    ["paymentTransactionKinds", paymentTransactionKinds, TRANSACTION_KINDS],
    ["paymentTransactionStatuses", paymentTransactionStatuses, TRANSACTION_STATUSES],
    ["profileGenders", profileGenders, GENDERS],
    ["profileLanguages", profileLanguages, LANGUAGES],
    ["profileSchoolTypes", profileSchoolTypes, SCHOOL_TYPES],
  ] as const)("%s", (_name, schema, shared) => {
    expect([...schema]).toEqual([...shared]);
  });
});
