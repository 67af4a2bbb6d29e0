import type { ValidationIssue } from "@spc/shared";
import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
  useState,
} from "react";
import { FormattedMessage, useIntl } from "react-intl";
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

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldError | null;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
  optional?: boolean;
}

/** Label, hint and an error announced through aria-describedby (spec: accessible forms). */
function FieldShell({ id, label, hint, error, children, optional }: FieldShellProps) {
  const text = useIssueText();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {optional && (
          <span className="form-field__optional">
            {" "}
            <FormattedMessage id="auth.form.optional" />
          </span>
        )}
      </label>
      {children(describedBy, Boolean(error))}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {text(error)}
        </p>
      )}
    </div>
  );
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
}

export function TextField(props: TextFieldProps) {
  const { name, label, value, onValueChange, error, hint, optional, mask, addon, id, ...input } =
    props;
  const generated = useId();
  const fieldId = id ?? `${name}-${generated}`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    onValueChange(mask ? mask(event.target.value) : event.target.value);
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} optional={optional}>
      {(describedBy, invalid) => (
        <div className={addon ? "form-field__control form-field__control--addon" : undefined}>
          <input
            {...input}
            id={fieldId}
            name={name}
            className="form-field__input"
            value={value}
            onChange={onChange}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required={input.required || undefined}
          />
          {addon}
        </div>
      )}
    </FieldShell>
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
  const generated = useId();
  const fieldId = `${props.name}-${generated}`;
  return (
    <FieldShell
      id={fieldId}
      label={props.label}
      hint={props.hint}
      error={props.error}
      optional={props.optional}
    >
      {(describedBy, invalid) => (
        <select
          id={fieldId}
          name={props.name}
          className="form-field__input form-field__select"
          value={props.value}
          onChange={(event) => props.onValueChange(event.target.value)}
          onBlur={props.onBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={props.required || undefined}
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
    </FieldShell>
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
  const id = `${props.name}-${generated}`;
  const errorId = props.error ? `${id}-error` : undefined;
  return (
    <div className={`form-check${props.error ? " form-field--invalid" : ""}`}>
      <input
        id={id}
        name={props.name}
        type="checkbox"
        className="form-check__input"
        checked={props.checked}
        onChange={(event) => props.onCheckedChange(event.target.checked)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={errorId}
        aria-required={props.required || undefined}
      />
      <label htmlFor={id} className="form-check__label">
        {props.label}
      </label>
      {props.error && (
        <p id={errorId} className="form-field__error form-check__error">
          {text(props.error)}
        </p>
      )}
    </div>
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

/** Moves focus to the first field marked invalid in a form (after a failed submit). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>("[aria-invalid='true']");
    field?.focus();
  });
}
