import type { ReactNode, Ref } from "react";
import type { FieldError } from "../../../components/form/field-error";
import { TextField } from "../../../components/form/text-field";

/** The six-digit code of an authenticator app: numeric keypad, one-time-code autofill. */
export function TotpCodeField(props: {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      spellCheck={false}
      required
      className="admin-code-input"
      mask={(typed) => typed.replace(/[^\d ]/g, "")}
      {...props}
    />
  );
}
