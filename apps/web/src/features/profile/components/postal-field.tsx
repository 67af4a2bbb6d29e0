import {
  type Country,
  issue,
  VALIDATION_MESSAGES as MSG,
  maskPostal,
  POSTAL_PLACEHOLDER,
  postalMaxLength,
  validatePostal,
} from "@spc/shared";
import { useRef, useState } from "react";
import type { FieldError } from "../../../components/form/field-error";
import { TextField } from "../../../components/form/text-field";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { isPostalValid } from "../../session";

/**
 * Postal input (spec §5): country mask (A1A 1A1, upper-cased / 5 digits), and on blur the
 * postal-validity call; an empty answer or `is_valid: false` marks it invalid.
 */
export function PostalField(props: {
  value: string;
  onValueChange: (value: string) => void;
  country: Country;
  /** The form's own error (shown once the form is dirty). */
  error?: FieldError | null;
  /** Reports the server's verdict so the form can block the submit. */
  onServerCheck?: (valid: boolean) => void;
  optional?: boolean;
}) {
  const [serverInvalid, setServerInvalid] = useState(false);
  const checking = useRef<AbortController | null>(null);

  async function onBlur() {
    const value = props.value.trim();
    if (value === "" || validatePostal(value, props.country)) return;
    checking.current?.abort();
    const controller = new AbortController();
    checking.current = controller;
    try {
      const valid = await isPostalValid(value, controller.signal);
      setServerInvalid(!valid);
      props.onServerCheck?.(valid);
    } catch {
      // aborted by a newer check
    }
  }

  const error = props.error ?? (serverInvalid ? issue(MSG.postalInvalid) : null);
  return (
    <TextField
      name="postal"
      label={<FormattedMessage id="profile.field.postal" />}
      value={props.value}
      onValueChange={(value) => {
        setServerInvalid(false);
        props.onValueChange(value);
      }}
      mask={(value) => maskPostal(value, props.country)}
      onBlur={() => void onBlur()}
      error={error}
      placeholder={POSTAL_PLACEHOLDER[props.country]}
      maxLength={postalMaxLength(props.country)}
      autoComplete="postal-code"
      autoCapitalize="characters"
      inputMode={props.country === "us" ? "numeric" : "text"}
      optional={props.optional}
      required={!props.optional}
    />
  );
}
