import type { ReactNode } from "react";
import "./forms.css";

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
