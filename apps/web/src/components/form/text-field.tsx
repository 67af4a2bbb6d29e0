import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { type FieldError, useIssueText } from "./field-error";
import { FormField } from "./form-field";
import "./forms.css";

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id"> {
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | null;
  /** Announce the error as it appears (see FormField). */
  announceError?: boolean;
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
  const {
    name,
    label,
    value,
    onValueChange,
    error,
    announceError,
    hint,
    optional,
    mask,
    addon,
    id,
    className,
    ...input
  } = props;
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
      announceError={announceError}
      optional={optional}
      required={input.required}
    >
      {(control) => (
        <div className={addon ? "form-field__control form-field__control--addon" : undefined}>
          <input
            {...input}
            {...control}
            name={name}
            className={className ? `form-field__input ${className}` : "form-field__input"}
            value={value}
            onChange={onChange}
          />
          {addon}
        </div>
      )}
    </FormField>
  );
}
