import { PASSWORD_MIN_LENGTH, validatePassword } from "@spc/shared";
import { FormattedMessage, useIntl } from "../../i18n/intl-lite";
import type { MessageId } from "../../i18n/messages";

const RULES: readonly { id: string; label: MessageId }[] = [
  { id: "validation.password.too_short", label: "auth.password.rule.length" },
  { id: "validation.password.needs_digit", label: "auth.password.rule.digit" },
  { id: "validation.password.needs_uppercase", label: "auth.password.rule.uppercase" },
  { id: "validation.password.needs_lowercase", label: "auth.password.rule.lowercase" },
];

/** Which password rules are met, in checklist order (the shared rule decides). */
export function passwordChecklist(password: string) {
  const unmet = new Set<string>(validatePassword(password).map((issue) => issue.message));
  return RULES.map((rule) => ({ ...rule, met: !unmet.has(rule.id) }));
}

/** The live rule checklist under a new-password field (its hint, so it is announced with it). */
export function PasswordChecklist({ password }: { password: string }) {
  const intl = useIntl();
  return (
    <ul className="password-checklist">
      {passwordChecklist(password).map((rule) => (
        <li
          key={rule.id}
          className={`password-checklist__item${rule.met ? " password-checklist__item--met" : ""}`}
        >
          <span className="password-checklist__mark" aria-hidden="true">
            {rule.met ? "✓" : "•"}
          </span>
          <span>
            <FormattedMessage id={rule.label} values={{ min: String(PASSWORD_MIN_LENGTH) }} />
            <span className="visually-hidden">
              {" "}
              {intl.formatMessage({ id: rule.met ? "auth.password.met" : "auth.password.unmet" })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
