// use-language-sync.ts and session-effects.tsx still import the language save from here; point
// them at ./update-language and delete this file.
export { updateLanguage } from "./update-language";
