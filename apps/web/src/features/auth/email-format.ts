// The e-mail check of the forms. Shared `isValidEmail` wraps zod's `z.email()`, and zod must not
// reach the browser bundle (apps/web/README.md), so this is the same pattern, spelled out; a test
// compares both on a list of addresses.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailFormat(value: string): boolean {
  return EMAIL.test(value.trim());
}
