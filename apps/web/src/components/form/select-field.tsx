import { type FocusEvent, type ReactNode, useId } from "react";
import { type FieldError, useIssueText } from "./field-error";
import { FormField } from "./form-field";
import "./forms.css";

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choose…"); none when the select always has a value. */
  placeholder?: string;
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
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
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
