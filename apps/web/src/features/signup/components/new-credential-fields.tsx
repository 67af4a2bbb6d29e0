import type { Ref } from "react";
import { EmailField, PasswordField } from "../../../components/form/credential-fields";
import type { FieldError } from "../../../components/form/field-error";
import { PasswordChecklist } from "../../../components/form/password-checklist";
import { FormattedMessage } from "../../../i18n/intl-lite";

/** E-mail and a new password with its checklist: the sign-up page and the create-account dialog. */
export function NewCredentialFields(props: {
  values: { email: string; password: string };
  errors: { email?: FieldError | null; password?: FieldError | null };
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  emailRef?: Ref<HTMLInputElement>;
}) {
  const { values, errors } = props;
  return (
    <>
      <EmailField
        ref={props.emailRef}
        value={values.email}
        onValueChange={props.onEmailChange}
        error={errors.email}
        autoComplete="email"
      />
      <PasswordField
        name="password"
        label={<FormattedMessage id="signup.field.password" />}
        value={values.password}
        onValueChange={props.onPasswordChange}
        error={errors.password}
        hint={<PasswordChecklist password={values.password} />}
        autoComplete="new-password"
        required
      />
    </>
  );
}
