export { PaymentFieldError } from "./payment-method/drop-in";
export type { PaymentMethodHandle } from "./payment-method/payment-method-field";
export { PaymentMethodField } from "./payment-method/payment-method-field";
export { keepPurchaseCode } from "./purchase-draft";
