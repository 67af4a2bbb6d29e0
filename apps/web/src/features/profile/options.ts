import { GENDERS, SCHOOL_TYPES } from "@spc/shared";
import type { IntlShape } from "react-intl";
import type { MessageId } from "../../i18n/messages";

export function schoolTypeOptions(intl: IntlShape) {
  return SCHOOL_TYPES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `profile.schoolType.${value}` as MessageId }),
  }));
}

export function genderOptions(intl: IntlShape) {
  return GENDERS.map((value) => ({
    value,
    label: intl.formatMessage({ id: `profile.gender.${value}` as MessageId }),
  }));
}
