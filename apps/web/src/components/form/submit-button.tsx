import type { ReactNode } from "react";
import { Button } from "../button/button";
import "./forms.css";

/** A form's main button: disabled and marked busy while the form is sending. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="large" className="auth-form__submit" busy={busy}>
      {children}
    </Button>
  );
}
