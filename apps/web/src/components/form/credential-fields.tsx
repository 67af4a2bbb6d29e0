import { useState } from "react";
import { FormattedMessage, useIntl } from "../../i18n/intl-lite";
import { TextField, type TextFieldProps } from "./text-field";

/** The e-mail field of every account form (sign-in, sign-up, reset, create-account dialog). */
export function EmailField(
  props: Omit<TextFieldProps, "type" | "label" | "name"> & {
    autoComplete: "email" | "username";
  },
) {
  return (
    <TextField
      name="email"
      type="email"
      label={<FormattedMessage id="auth.field.email" />}
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** Password input with a show/hide toggle (the button says what it will do). */
export function PasswordField(
  props: Omit<TextFieldProps, "type" | "addon"> & {
    autoComplete: "current-password" | "new-password";
  },
) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="none"
      addon={
        <button
          type="button"
          className="form-field__toggle"
          aria-label={intl.formatMessage({
            id: visible ? "auth.password.hide" : "auth.password.show",
          })}
          onClick={() => setVisible((shown) => !shown)}
        >
          <FormattedMessage id={visible ? "auth.password.hideShort" : "auth.password.showShort"} />
        </button>
      }
    />
  );
}
