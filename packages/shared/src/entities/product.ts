import { z } from "zod";
import { cardSchema } from "./card";

/** A purchasable membership product (spec §3). `price` is in the country's currency, pre-tax. */
export const productSchema = z.object({
  id: z.string(),
  description_en: z.string(),
  price: z.number().nonnegative(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * The client's checkout state (spec §3 "Payment state"). Client-only, so camelCase. `taxRate` is
 * a fraction (0.13 = 13 %); amounts are in currency units. `order` is the placed order's id.
 */
export const paymentStateSchema = z.object({
  taxRate: z.number().nonnegative(),
  total: z.number().nonnegative(),
  promoDiscount: z.number().nonnegative(),
  appliedPromoCode: z.string().nullable(),
  appliedSchoolCode: z.string().nullable(),
  order: z.string().nullable(),
  newCard: cardSchema.nullable(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** The payment state after logout or before checkout starts (spec §4 "resets payment"). */
export const INITIAL_PAYMENT_STATE: PaymentState = Object.freeze({
  taxRate: 0,
  total: 0,
  promoDiscount: 0,
  appliedPromoCode: null,
  appliedSchoolCode: null,
  order: null,
  newCard: null,
});
