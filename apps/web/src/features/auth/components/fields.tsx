import type { ValidationIssue } from "@spc/shared";
import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useId,
  useState,
} from "react";
import { FormField } from "../../../components/form-field/form-field";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import "./forms.css";

/** A field's error: a shared rule's issue, or one of our message ids. */
export type FieldError = ValidationIssue | { message: MessageId; values?: Record<string, string> };

/** The translated text of an issue. */
export function useIssueText() {
  const intl = useIntl();
  return (error: FieldError) =>
    intl.formatMessage({ id: error.message as MessageId }, error.values as Record<string, string>);
}

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id"> {
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | null;
  hint?: ReactNode;
  optional?: boolean;
  /** Turns what was typed into what the field shows (input masks). */
  mask?: (value: string) => string;
  /** A visible addon after the input (e.g. a show-password button). */
  addon?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField(props: TextFieldProps) {
  const { name, label, value, onValueChange, error, hint, optional, mask, addon, id, ...input } =
    props;
  const text = useIssueText();
  const generated = useId();
  const fieldId = id ?? `${name}-${generated}`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    onValueChange(mask ? mask(event.target.value) : event.target.value);
  return (
    <FormField
      id={fieldId}
      label={label}
      hint={hint}
      error={error ? text(error) : null}
      optional={optional}
      required={input.required}
    >
      {(control) => (
        <div className={addon ? "form-field__control form-field__control--addon" : undefined}>
          <input
            {...input}
            {...control}
            name={name}
            className="form-field__input"
            value={value}
            onChange={onChange}
          />
          {addon}
        </div>
      )}
    </FormField>
  );
}

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

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: FieldError | null;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
  autoComplete?: string;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
}

export function SelectField(props: SelectFieldProps) {
  const text = useIssueText();
  const generated = useId();
  return (
    <FormField
      id={`${props.name}-${generated}`}
      label={props.label}
      hint={props.hint}
      error={props.error ? text(props.error) : null}
      optional={props.optional}
      required={props.required}
    >
      {(control) => (
        <select
          {...control}
          name={props.name}
          className="form-field__input form-field__select"
          value={props.value}
          onChange={(event) => props.onValueChange(event.target.value)}
          onBlur={props.onBlur}
          autoComplete={props.autoComplete}
        >
          <option value="">{props.placeholder}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function CheckboxField(props: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: FieldError | null;
  required?: boolean;
}) {
  const text = useIssueText();
  const generated = useId();
  return (
    <FormField
      id={`${props.name}-${generated}`}
      layout="check"
      label={props.label}
      error={props.error ? text(props.error) : null}
      required={props.required}
    >
      {(control) => (
        <input
          {...control}
          name={props.name}
          type="checkbox"
          className="form-check__input"
          checked={props.checked}
          onChange={(event) => props.onCheckedChange(event.target.checked)}
        />
      )}
    </FormField>
  );
}

/** A form-level message (an API error) announced as soon as it appears. */
export function FormAlert({
  children,
  tone = "error",
}: {
  children: ReactNode;
  tone?: "error" | "success" | "info";
}) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** The API error of a form, when there is one. */
export function FormError({ message }: { message: MessageId | null }) {
  if (!message) return null;
  return (
    <FormAlert>
      <FormattedMessage id={message} />
    </FormAlert>
  );
}

/** A form's main button: disabled and marked busy while the form is sending. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="button button--primary button--large auth-form__submit"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}

/** Moves focus to the first field marked invalid in a form (after a failed submit). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>("[aria-invalid='true']");
    field?.focus();
  });
}
