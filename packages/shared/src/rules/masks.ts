// Input masks: pure functions from what the user typed or pasted to what the field shows.
// They drop characters that cannot fit (as react-imask does) instead of refusing the keystroke.
import type { Country } from "../entities/locale";

const digitsOf = (value: string): string => value.replace(/\D/g, "");

/** Canadian postal as typed: letter/digit pattern A1A 1A1 enforced, upper-cased, max 7 chars. */
export function maskCanadianPostal(value: string): string {
  const pattern = "A0A0A0";
  let out = "";
  for (const ch of value.toUpperCase()) {
    const expected = pattern[out.length];
    if (expected === undefined) break;
    const fits = expected === "A" ? /[A-Z]/.test(ch) : /\d/.test(ch);
    if (fits) out += ch;
  }
  return out.length > 3 ? `${out.slice(0, 3)} ${out.slice(3)}` : out;
}

/** US postal as typed: digits only, at most 5. */
export function maskUsPostal(value: string): string {
  return digitsOf(value).slice(0, 5);
}

/** The postal mask of the given country. */
export function maskPostal(value: string, country: Country): string {
  return country === "us" ? maskUsPostal(value) : maskCanadianPostal(value);
}

/**
 * A postal code as typed, with nothing dropped (spec §5 checks it on blur instead): upper-cased,
 * and for Canada the space after the first three characters when none was typed there
 * ("h2x1y4" → "H2X 1Y4", "ABC 123" stays "ABC 123" and is then reported invalid).
 */
export function formatPostalAsTyped(value: string, country: Country): string {
  const upper = value.toUpperCase();
  if (country === "us" || upper.length <= 3 || upper.includes(" ")) return upper;
  return `${upper.slice(0, 3)} ${upper.slice(3)}`;
}

/** A Y-m-d date as typed: digits only, dashes inserted, "20040229" → "2004-02-29". */
export function maskDate(value: string): string {
  const d = digitsOf(value).slice(0, 8);
  if (d.length <= 4) return d;
  if (d.length <= 6) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
}

/**
 * A CA/US phone number as typed: 555-555-5555. A pasted leading country code 1 (as in
 * "+1 555 555 5555") is dropped, because North American area codes never start with 1.
 */
export function maskPhone(value: string): string {
  let d = digitsOf(value);
  if (d.startsWith("1") && d.length > 10) d = d.slice(1);
  d = d.slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** True for a complete CA/US phone number in the masked form 555-555-5555. */
export function isValidPhone(value: string): boolean {
  return /^\d{3}-\d{3}-\d{4}$/.test(value.trim());
}
