import type { ReactNode } from "react";
import "./switch.css";

/**
 * An on/off setting that takes effect at once (auto-renew): a native checkbox with the switch
 * role, so Space, the label and assistive technology work as they do for any checkbox, drawn as
 * a track and thumb. The label sits before it and says what is switched.
 */
export function Switch({
  id,
  label,
  checked,
  onChange,
  disabled = false,
  busy = false,
  describedBy,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  busy?: boolean;
  /** The id of a text that explains the setting (read after the label). */
  describedBy?: string;
}) {
  return (
    <div className="switch">
      <label className="switch__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="switch__control"
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
