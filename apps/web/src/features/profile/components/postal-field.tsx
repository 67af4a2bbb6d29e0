import {
  type Country,
  formatPostalAsTyped,
  issue,
  VALIDATION_MESSAGES as MSG,
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
 * Postal input (spec §5): upper-cased with the Canadian space after three characters, nothing
 * the person typed dropped; on blur the format is checked (then re-checked as they correct it)
 * and a well-formed code goes to the postal-validity call, where an empty answer or
 * `is_valid: false` marks it invalid.
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
  // Set by the first blur with something typed: from then on the format error follows the value.
  const [blurred, setBlurred] = useState(false);
  const checking = useRef<AbortController | null>(null);

  async function onBlur() {
    const value = props.value.trim();
    if (value !== "") setBlurred(true);
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

  const formatError =
    blurred && !(props.optional && props.value.trim() === "")
      ? validatePostal(props.value, props.country)
      : null;
  const error = props.error ?? formatError ?? (serverInvalid ? issue(MSG.postalInvalid) : null);
  return (
    <TextField
      name="postal"
      label={<FormattedMessage id="profile.field.postal" />}
      value={props.value}
      onValueChange={(value) => {
        setServerInvalid(false);
        props.onValueChange(value);
      }}
      mask={(value) => formatPostalAsTyped(value, props.country)}
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
