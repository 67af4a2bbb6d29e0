import { GENDERS, SCHOOL_TYPES } from "@spc/shared";
import type { IntlLite } from "../../i18n/intl-lite";
import type { MessageId } from "../../i18n/messages";

export function schoolTypeOptions(intl: IntlLite) {
  return SCHOOL_TYPES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `profile.schoolType.${value}` as MessageId }),
  }));
}

export function genderOptions(intl: IntlLite) {
  return GENDERS.map((value) => ({
    value,
    label: intl.formatMessage({ id: `profile.gender.${value}` as MessageId }),
  }));
}
