import { z } from "zod";
import { GENDERS, SHORT_GENDERS } from "./gender-constants";

// The lists, their types and genderFromShort live in gender-constants.ts (zod-free, for the web).
export const genderSchema = z.enum(GENDERS);
export const shortGenderSchema = z.enum(SHORT_GENDERS);
