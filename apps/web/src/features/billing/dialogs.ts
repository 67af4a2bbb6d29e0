// The dialogs this feature opens through the modal store, with their props (decision 0023).

export interface AutoRenewDialogProps {
  next: boolean;
}
export interface PaymentMethodDialogProps {
  thenEnable?: boolean;
}
export interface PaymentModifiedDialogProps {
  method: { brand: string | null; last4: string | null };
}

declare module "../../components/modal/modal-store" {
  interface ModalRegistry {
    "billing-auto-renew": AutoRenewDialogProps;
    "billing-payment-method": PaymentMethodDialogProps;
    "billing-payment-modified": PaymentModifiedDialogProps;
  }
}
