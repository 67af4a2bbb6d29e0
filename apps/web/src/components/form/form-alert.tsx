import type { ReactNode } from "react";
import { FormattedMessage } from "../../i18n/intl-lite";
import type { MessageId } from "../../i18n/messages";
import "./forms.css";

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
