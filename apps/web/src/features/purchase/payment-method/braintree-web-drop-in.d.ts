// The package ships no types; payment-form.ts types the few calls used (DropinCreate).
declare module "braintree-web-drop-in" {
  export const create: unknown;
  const dropin: { create: unknown };
  export default dropin;
}
