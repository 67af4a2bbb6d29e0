import type { ValidationIssue } from "@spc/shared";
import { useIntl } from "../../i18n/intl-lite";
import type { MessageId } from "../../i18n/messages";

/** A field's error: a shared rule's issue, or one of our message ids. */
export type FieldError = ValidationIssue | { message: MessageId; values?: Record<string, string> };

/** The translated text of an issue. */
export function useIssueText() {
  const intl = useIntl();
  return (error: FieldError) =>
    intl.formatMessage({ id: error.message as MessageId }, error.values as Record<string, string>);
}
