import { NOTIFICATION_MESSAGE_KEYS, type Notification } from "@spc/shared";
import type { MessageId } from "../../i18n/messages";

type Language = "en" | "fr";

/**
 * What a notification says in the viewer's language (decision 0048): its message key names a
 * message of the catalogues; a param pair `x_en` / `x_fr` becomes `x` in the viewer's language;
 * a `date` (YYYY-MM-DD) is written as the locale writes a date. An unknown key (a newer server)
 * gets the generic text.
 */
export function notificationMessage(
  notification: Pick<Notification, "message_key" | "params">,
  language: Language,
): { id: MessageId; values: Record<string, string | number> } {
  const known = (NOTIFICATION_MESSAGE_KEYS as readonly string[]).includes(notification.message_key);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(notification.params)) {
    const pair = /^(.+)_(en|fr)$/.exec(name);
    if (pair) {
      if (pair[2] === language) values[pair[1]!] = value;
    } else if (name === "date" && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      values[name] = new Intl.DateTimeFormat(language === "fr" ? "fr-CA" : "en-CA", {
        dateStyle: "long",
        timeZone: "UTC",
      }).format(new Date(`${value}T00:00:00Z`));
    } else {
      values[name] = value;
    }
  }
  const id = known
    ? (`notifications.message.${notification.message_key}` as MessageId)
    : "notifications.message.unknown";
  return { id, values };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/**
 * When it came: relative within the last week ("2 hours ago", « il y a 2 heures »), else the
 * date ("Mar. 3, 2027", « 3 mars 2027 »).
 */
export function notificationTime(createdAt: string, now: Date, locale: string): string {
  const at = new Date(createdAt);
  const ago = now.getTime() - at.getTime();
  if (ago >= 7 * 86_400_000 || ago < -60_000) {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(at);
  }
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (ago >= size) return relative.format(-Math.floor(ago / size), unit);
  }
  // Under a minute: "now", « maintenant ».
  return relative.format(0, "second");
}
