import { LIST_NAME_DISPLAY_MAX, LIST_NAME_TRUNCATE_TO } from "../constants";
import { issue, VALIDATION_MESSAGES as MSG, type ValidationIssue } from "./messages";

/** The stored form of a list name: trimmed. */
export function normalizeListName(name: string): string {
  return name.trim();
}

// Duplicates are judged trimmed, case-insensitively and after Unicode normalisation, so
// "Shoes", " shoes " and "SHOES" are one list: two lists a user cannot tell apart help nobody.
/**
 * The form two list names are compared in: trimmed, NFC, lower-cased. The API stores it beside
 * the name under a unique index, so the server judges duplicates exactly as this rule does.
 */
export function listNameKey(name: string): string {
  return normalizeListName(name).normalize("NFC").toLocaleLowerCase("en-CA");
}

/** True when `name` would duplicate one of `existingNames` (see `listNameKey`). */
export function isDuplicateListName(name: string, existingNames: readonly string[]): boolean {
  const key = listNameKey(name);
  return existingNames.some((existing) => listNameKey(existing) === key);
}

/**
 * Validates a new (or renamed) list name: at least one character once trimmed ('Enter valid list
 * name'), and not an existing name ('{name} already exists!', with the trimmed name as value).
 * When renaming, leave the list's own current name out of `existingNames`.
 */
export function validateNewListName(
  name: string,
  existingNames: readonly string[] = [],
): ValidationIssue | null {
  const trimmed = normalizeListName(name);
  if (trimmed === "") return issue(MSG.listNameInvalid);
  if (isDuplicateListName(trimmed, existingNames)) {
    return issue(MSG.listNameDuplicate, { name: trimmed });
  }
  return null;
}

/** How a list name is shown: the text, and whether a tooltip with the full name is needed. */
export interface ListNameDisplay {
  readonly text: string;
  readonly showTooltip: boolean;
}

/**
 * Names over 45 characters show their first 40 and "…", with the full name in a tooltip.
 * Counts code points so an emoji is never cut in half.
 */
export function displayListName(name: string): ListNameDisplay {
  const chars = [...name];
  if (chars.length <= LIST_NAME_DISPLAY_MAX) return { text: name, showTooltip: false };
  return { text: `${chars.slice(0, LIST_NAME_TRUNCATE_TO).join("")}…`, showTooltip: true };
}
