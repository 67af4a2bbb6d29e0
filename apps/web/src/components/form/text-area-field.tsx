import { type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { type FieldError, useIssueText } from "./field-error";
import { FormField } from "./form-field";
import "./forms.css";

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "onChange" | "value" | "id"> {
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | null;
  hint?: ReactNode;
  optional?: boolean;
}

/** A multi-line text field (a message): TextField's label, hint and error around a textarea. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { name, label, value, onValueChange, error, hint, optional, className, ...area } = props;
  const text = useIssueText();
  const generated = useId();
  return (
    <FormField
      id={`${name}-${generated}`}
      label={label}
      hint={hint}
      error={error ? text(error) : null}
      optional={optional}
      required={area.required}
    >
      {(control) => (
        <textarea
          {...area}
          {...control}
          name={name}
          className={`form-field__input form-field__textarea${className ? ` ${className}` : ""}`}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
