// Public surface of @spc/shared. Keep it flat: both apps import from "@spc/shared".
export * from "./api/content";
export * from "./api/errors";
export * from "./entities/category";
export * from "./entities/content";
