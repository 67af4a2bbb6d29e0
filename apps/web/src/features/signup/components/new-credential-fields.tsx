import type { Ref } from "react";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { EmailField, type FieldError, PasswordField } from "../../auth/components/fields";
import { PasswordChecklist } from "../../auth/components/password-checklist";

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
