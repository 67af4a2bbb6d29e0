// The empty draft of signup-draft.ts without its schema, so that the web can use it without zod.
import type { SignUpDraft } from "./signup-draft";

/** An empty draft to start the sign-up form with. */
export const EMPTY_SIGN_UP_DRAFT: SignUpDraft = Object.freeze({
  email: "",
  password: "",
  birthdate: "",
  age: null,
  firstName: "",
  lastName: "",
  emailOptIn: false,
  agree: false,
});
