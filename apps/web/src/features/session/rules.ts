// Zod-free copies of the @spc/shared rules the browser needs. Their shared modules import the zod
// contract (entities/card, entities/wire, entities/gender…), and importing any value from such a
// module keeps its schemas, and zod, in the bundle (apps/web/README.md: no zod in the client).
// rules.test.ts checks every copy against the shared original.
import {
  type Card,
  type Country,
  type Gender,
  issue,
  isValidPostal,
  type MemberProfile,
  VALIDATION_MESSAGES as MSG,
  type SchoolType,
  type SignUpDraft,
  type ValidationIssue,
} from "@spc/shared";

export type CardFields = Pick<Card, "status" | "is_expired" | "expiry_date" | "cobrand">;

/** `calendarDateOf` of @spc/shared: the local calendar day as YYYY-MM-DD. */
export function calendarDateOf(instant: Date): string {
  const year = String(instant.getFullYear()).padStart(4, "0");
  const month = String(instant.getMonth() + 1).padStart(2, "0");
  const day = String(instant.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** `parseCalendarDate` of @spc/shared: a real YYYY-MM-DD date, or null. */
export function parseCalendarDate(
  value: string,
): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

const isExpired = (card: Pick<Card, "is_expired" | "expiry_date">, now: Date) =>
  card.is_expired || (card.expiry_date !== null && card.expiry_date < calendarDateOf(now));

export const isCardValid = (card: CardFields, now: Date) =>
  card.status === "active" && !isExpired(card, now);

export const hasValidCard = (cards: readonly CardFields[], now: Date) =>
  cards.some((card) => isCardValid(card, now));

export const isPremium = (cards: readonly CardFields[], now: Date) =>
  cards.some((card) => card.cobrand === "cibc" && isCardValid(card, now));

export const showsPlusLogo = (cards: readonly CardFields[], now: Date) =>
  cards.some((card) => card.cobrand === "cibc" && !isExpired(card, now));

export function showsBillingLink(input: {
  cards: readonly CardFields[];
  isFreeTrial: boolean;
  isGoldTicket: boolean;
  now: Date;
}): boolean {
  return (
    !input.isFreeTrial &&
    !input.isGoldTicket &&
    input.cards.length >= 1 &&
    hasValidCard(input.cards, input.now)
  );
}

const blank = (value: string | null | undefined) => !value || value.trim() === "";

/** `checkProfileCompleteness(…, { requireBirthDate: false }).complete` of @spc/shared. */
export function isProfileComplete(
  profile: Partial<Pick<MemberProfile, "postal" | "school_type" | "school_name" | "gender">>,
  country: Country,
): boolean {
  if (blank(profile.postal) || !isValidPostal(profile.postal ?? "", country)) return false;
  if (country === "us" ? blank(profile.school_name) : !profile.school_type) return false;
  return Boolean(profile.gender);
}

/** `shouldAskPostal` of @spc/shared. */
export const shouldAskPostal = (profile: { postal?: string | null }) => blank(profile.postal);

/** GENDERS and SCHOOL_TYPES of @spc/shared. */
export const GENDERS: readonly Gender[] = ["female", "male", "non_binary", "prefer_not_to_say"];
export const SCHOOL_TYPES: readonly SchoolType[] = [
  "university",
  "college",
  "cegep",
  "secondary",
  "elementary",
  "other",
];

/** EMPTY_SIGN_UP_DRAFT of @spc/shared. */
export const EMPTY_SIGN_UP_DRAFT: SignUpDraft = Object.freeze({
  email: "",
  password: "",
  birthdate: "",
  age: null,
  firstName: "",
  lastName: "",
  emailOptIn: false,
  agree: false,
});

const MAX_PLAUSIBLE_AGE = 120;

/** `ageOn` of @spc/shared. */
export function ageOn(birthDate: string, now: Date): number | null {
  const birth = parseCalendarDate(birthDate.trim());
  const today = parseCalendarDate(calendarDateOf(now));
  if (!birth || !today) return null;
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1;
  return age >= 0 ? age : null;
}

/** `validateBirthDate` of @spc/shared. */
export function validateBirthDate(
  birthDate: string,
  now: Date,
  minimumAge: number,
): ValidationIssue | null {
  if (birthDate.trim() === "") return issue(MSG.birthDateRequired);
  const age = ageOn(birthDate, now);
  if (age === null || age > MAX_PLAUSIBLE_AGE) return issue(MSG.birthDateInvalid);
  return age >= minimumAge ? null : issue(MSG.ageTooYoung, { min: minimumAge });
}
