import type { OrderSummary, Card as WireCard, TaxLine as WireTaxLine } from "@spc/shared";
import type { cards, orders, TaxLine } from "../../../db/schema";
import { RATE_SCALE } from "../../../lib/money";

type CardRow = typeof cards.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A card row as spec §3 Card. */
export function toWireCard(card: CardRow, now = new Date()): WireCard {
  return {
    card_number: card.cardNumber,
    csv: card.csv,
    cobrand: card.cobrand,
    status: card.status,
    is_expired: card.expiryDate !== null && card.expiryDate < today(now),
    expiry_date: card.expiryDate,
    is_primary: card.isPrimary,
    is_g_ticket: card.isGTicket,
    is_online_purchased: card.isOnlinePurchased,
    campus: card.campus,
  };
}

export function toWireTaxLines(lines: readonly TaxLine[]): WireTaxLine[] {
  return lines.map((line) => ({
    name: line.name as WireTaxLine["name"],
    rate: line.rate / RATE_SCALE,
    amount_cents: line.amountCents,
  }));
}

export function taxRateOf(lines: readonly { rate: number }[]): number {
  return lines.reduce((sum, line) => sum + line.rate, 0) / RATE_SCALE;
}

export function toOrderSummary(order: OrderRow): OrderSummary {
  return {
    id: order.id,
    product_id: order.productId,
    currency: order.currency as OrderSummary["currency"],
    subtotal_cents: order.subtotalCents,
    discount_cents: order.discountCents,
    tax_cents: order.taxCents,
    total_cents: order.totalCents,
    tax_rate: taxRateOf(order.taxLines),
    taxes: toWireTaxLines(order.taxLines),
    province: order.province,
    applied_promo_code: order.promoCode,
    applied_school_code: order.schoolCode,
    applied_referral_code: order.referralCode,
    created_at: order.createdAt.toISOString(),
  };
}
