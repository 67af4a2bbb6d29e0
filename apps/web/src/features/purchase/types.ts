// Wire types of the store, promos and card calls. Types only (erased at build), so the contract
// stays the shared one and no zod reaches the bundle.
import type {
  CheckoutRequest,
  CheckoutResponse,
  CodeValidationResponse,
  IsFreeTrialResponse,
  MemberCard,
  OrderSummary,
  PriceBreakdown,
  TaxLine,
  UpdateAutoRenewResponse,
  UserTransaction,
} from "@spc/shared";

export type {
  CheckoutResponse,
  CodeValidationResponse,
  IsFreeTrialResponse,
  MemberCard,
  OrderSummary,
  PriceBreakdown,
  TaxLine,
  UpdateAutoRenewResponse,
  UserTransaction,
};

export type CheckoutBody = Partial<CheckoutRequest> & Pick<CheckoutRequest, "language">;
export type CodeKind = NonNullable<CodeValidationResponse["kind"]>;
export type CodeRefusalReason = NonNullable<CodeValidationResponse["reason"]>;

/** GET /api/promos/v2/product. */
export interface PricedProduct {
  product: { id: string };
  price: PriceBreakdown;
  promo: CodeValidationResponse | null;
}

/** GET /api/store/v2/vault_client_token. */
export interface ClientToken {
  client_token: string;
  gateway: "local" | "braintree";
}
