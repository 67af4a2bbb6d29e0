// The gender lists of gender.ts without its schemas, so that the web can use them without zod.

/** Profile genders (spec §3, first list), as snake_case wire values. */
export const GENDERS = ["female", "male", "non_binary", "prefer_not_to_say"] as const;
export type Gender = (typeof GENDERS)[number];

/** The second gender list of spec §3, used by older forms (`none` means "prefer not to say"). */
export const SHORT_GENDERS = ["male", "female", "non_binary", "none"] as const;
export type ShortGender = (typeof SHORT_GENDERS)[number];

/** Maps a value of the short list onto the profile list so both forms store the same thing. */
export function genderFromShort(value: ShortGender): Gender {
  return value === "none" ? "prefer_not_to_say" : value;
}
