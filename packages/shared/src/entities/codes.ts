import { z } from "zod";

/** How an offer's promo codes are supplied (spec §3 code types). */
export const CODE_TYPES = ["static", "generated", "upload_unique", "upload_random"] as const;
export const codeTypeSchema = z.enum(CODE_TYPES);
export type CodeType = z.infer<typeof codeTypeSchema>;

/** How a code is shown to the member at redemption (spec §3 code modes). */
export const CODE_MODES = ["no_code", "card_number", "random", "unique", "static"] as const;
export const codeModeSchema = z.enum(CODE_MODES);
export type CodeMode = z.infer<typeof codeModeSchema>;
