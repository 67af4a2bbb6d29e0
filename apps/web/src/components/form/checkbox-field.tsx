import { type ReactNode, useId } from "react";
import { type FieldError, useIssueText } from "./field-error";
import { FormField } from "./form-field";
import "./forms.css";

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
