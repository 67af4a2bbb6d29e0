import type { ReactNode } from "react";
import { FormattedMessage } from "../../i18n/intl-lite";
import "./form-field.css";

/** What the control inside a field spreads on itself: its id and the accessible state. */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
}

export interface FormFieldProps {
  /** The control's id: the label points at it, hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The translated error text; the field is invalid while it is set. */
  error?: ReactNode;
  /**
   * The error can arrive while the person is elsewhere (an answer from the server or the phone):
   * it is announced as it appears (role="alert"). Errors of the person's own typing are not: the
   * form moves focus to the first invalid field on submit instead.
   */
  announceError?: boolean;
  optional?: boolean;
  required?: boolean;
  /** "check": the control (a checkbox) stands before its label. */
  layout?: "stacked" | "check";
  /** Renders the input, select or checkbox with the props it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one labelled form field of the design system: label, control, hint and error, the error
 * read first through aria-describedby, aria-invalid and aria-required on the control. A required
 * field carries no visible mark: most fields are required, so the optional ones say so. The
 * field kinds (TextField, SelectField, CheckboxField) are this component with their control.
 */
export function FormField(props: FormFieldProps) {
  const { id, label, hint, error, announceError, optional, required, layout = "stacked" } = props;
  const invalid = error !== undefined && error !== null && error !== false;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const control = props.children({
    id,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": invalid || undefined,
    "aria-required": required || undefined,
  });
  const labelElement = (
    <label className={layout === "check" ? "form-check__label" : "form-field__label"} htmlFor={id}>
      {label}
      {optional && (
        <span className="form-field__optional">
          {" "}
          <FormattedMessage id="auth.form.optional" />
        </span>
      )}
    </label>
  );
  const invalidClass = invalid ? " form-field--invalid" : "";
  return (
    <div className={`${layout === "check" ? "form-check" : "form-field"}${invalidClass}`}>
      {layout === "check" ? (
        <>
          {control}
          {labelElement}
        </>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p
          id={errorId}
          role={announceError ? "alert" : undefined}
          className={`form-field__error${layout === "check" ? " form-check__error" : ""}`}
        >
          {error}
        </p>
      )}
    </div>
  );
}
