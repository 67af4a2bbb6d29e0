import en from "./en.json";
import fr from "./fr.json";
import type { Language } from "./language";

export type MessageId = keyof typeof en;

// Typing fr against en's keys makes a missing French message a compile error as well.
export const MESSAGES: Record<Language, Record<MessageId, string>> = { en, fr };

declare global {
  namespace FormatjsIntl {
    // Lets TypeScript check every message id given to react-intl against the catalogue.
    interface Message {
      ids: MessageId;
    }
  }
}
