import type { FieldError } from "../../../components/form/field-error";
import { SelectField } from "../../../components/form/select-field";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { genderOptions, schoolTypeOptions } from "../options";

interface ChoiceInput {
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | null;
  optional?: boolean;
}

/** Type of school (spec §3 school types): the additional questions and the profile edit. */
export function SchoolTypeField({ optional, ...input }: ChoiceInput) {
  const intl = useIntl();
  return (
    <SelectField
      {...input}
      name="school_type"
      label={<FormattedMessage id="profile.field.schoolType" />}
      options={schoolTypeOptions(intl)}
      placeholder={intl.formatMessage({ id: "profile.field.choose" })}
      optional={optional}
      required={!optional}
    />
  );
}

/** Gender: the additional questions and the profile edit. */
export function GenderField({ optional, ...input }: ChoiceInput) {
  const intl = useIntl();
  return (
    <SelectField
      {...input}
      name="gender"
      label={<FormattedMessage id="profile.field.gender" />}
      options={genderOptions(intl)}
      placeholder={intl.formatMessage({ id: "profile.field.choose" })}
      autoComplete="sex"
      optional={optional}
      required={!optional}
    />
  );
}
