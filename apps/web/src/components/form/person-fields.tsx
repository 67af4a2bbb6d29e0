import { maskDate } from "@spc/shared";
import { FormattedMessage, useIntl } from "../../i18n/intl-lite";
import type { FieldError } from "./field-error";
import { TextField } from "./text-field";

interface PersonInput {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | null;
}

/** First and last name side by side: the sign-up and the profile edit forms. */
export function NameFields({ first, last }: { first: PersonInput; last: PersonInput }) {
  return (
    <div className="auth-form__row">
      <TextField
        {...first}
        label={<FormattedMessage id="profile.field.firstName" />}
        autoComplete="given-name"
        required
      />
      <TextField
        {...last}
        label={<FormattedMessage id="profile.field.lastName" />}
        autoComplete="family-name"
        required
      />
    </div>
  );
}

/** Date of birth, masked YYYY-MM-DD (spec §5). */
export function BirthDateField(props: PersonInput & { optional?: boolean }) {
  const intl = useIntl();
  const { optional, ...input } = props;
  return (
    <TextField
      {...input}
      label={<FormattedMessage id="profile.field.birthDate" />}
      mask={maskDate}
      hint={<FormattedMessage id="signup.field.birthdateHint" />}
      placeholder={intl.formatMessage({ id: "signup.field.birthdateHint" })}
      inputMode="numeric"
      autoComplete="bday"
      maxLength={10}
      optional={optional}
      required={!optional}
    />
  );
}
