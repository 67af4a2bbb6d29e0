import { z } from "zod";
import { SCHOOL_TYPES } from "./school-constants";

// The list and its type live in school-constants.ts (zod-free, for the web).
export const schoolTypeSchema = z.enum(SCHOOL_TYPES);
