// The parser lives in @spc/shared so the API reads an address's language markers as the web does.
export { type LanguagePrefix, parseLanguagePrefix } from "@spc/shared";
