// The school types of school.ts without its schema, so that the web can use them without zod.

/** School types of spec §3; high school is `secondary`, elementary school is `elementary`. */
export const SCHOOL_TYPES = [
  "university",
  "college",
  "cegep",
  "secondary",
  "elementary",
  "other",
] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];
