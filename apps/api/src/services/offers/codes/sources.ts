import type { CodeMode, CodeType } from "@spc/shared";

/**
 * Where the code of a reveal comes from. The code mode says what the member is shown; for the
 * modes `random` and `unique` the code type says where the code is taken from. Table and reasons:
 * the offer-codes decision record in docs/decisions.
 */
export type CodeSource =
  /** no_code: no code at all, the offer link is the redemption. */
  | "none"
  /** card_number: the member's own membership card number. */
  | "card_number"
  /** The offer's static_code, the same for every member. */
  | "static"
  /** An HMAC of offer + member: per member, stable, nothing stored. */
  | "generated"
  /** A pool code assigned to exactly one member, forever. */
  | "unique_pool"
  /** A pool code drawn at random; several members may get the same one. */
  | "random_pool";

export function codeSourceOf(mode: CodeMode, type: CodeType): CodeSource {
  switch (mode) {
    case "no_code":
      return "none";
    case "card_number":
      return "card_number";
    case "static":
      return "static";
    case "random":
    case "unique":
      switch (type) {
        case "generated":
          return "generated";
        case "upload_unique":
          // Codes uploaded as single-use are never shared, whatever the mode says.
          return "unique_pool";
        case "upload_random":
          return mode === "unique" ? "unique_pool" : "random_pool";
        case "static":
          return "static";
      }
  }
}
