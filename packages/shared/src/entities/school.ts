import { z } from "zod";

/** School types of spec §3; high school is `secondary`, elementary school is `elementary`. */
export const SCHOOL_TYPES = [
  "university",
  "college",
  "cegep",
  "secondary",
  "elementary",
  "other",
] as const;
export const schoolTypeSchema = z.enum(SCHOOL_TYPES);
export type SchoolType = z.infer<typeof schoolTypeSchema>;
