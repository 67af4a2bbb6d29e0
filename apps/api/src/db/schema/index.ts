export * from "./catalogue";
export * from "./content";
export * from "./enums";
export * from "./offers";
export * from "./relations";
