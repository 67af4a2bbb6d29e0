import { DEFAULT_PRODUCT_ID, MEMBERSHIP_PRICE } from "@spc/shared";
import type { Db } from "../client";
import {
  localGatewayPaymentMethods,
  localGatewayTransactions,
  orders,
  paymentCustomers,
  paymentIntents,
  paymentTransactions,
  type TaxLine,
} from "../schema";

/**
 * What a completed online purchase leaves behind (the checkout's completeIntent,
 * docs/decisions/0010), written for a demo account: the local test gateway's sale, the completed
 * intent, the order and the member's ledger row; with auto-renew on, also the card saved in the
 * gateway's vault and the member's saved payment method, which renewals charge. The seed sits below the services (db/ imports no
 * service or adapter, decision 0024), so it writes the same rows the checkout writes rather than
 * calling it; demo-accounts.test.ts reads them back through the member API.
 */
export interface DemoPurchase {
  userId: string;
  cardId: number;
  language: "en" | "fr";
  /** The member's province: its sales taxes (checkout/tax.ts) make the total. */
  province: keyof typeof TAXES;
  boughtAt: Date;
  autoRenew: boolean;
}

/** The test card behind Braintree's `fake-valid-nonce` (adapters/payments/test-nonces.ts). */
const DEMO_NONCE = "fake-valid-nonce";
const DEMO_BRAND = "Visa";
const DEMO_LAST4 = "1111";
/** Rates in hundred-thousandths, as checkout/tax.ts writes them (13 % = 13000). */
const TAXES = {
  ON: [{ name: "HST", rate: 13_000 }],
  QC: [
    { name: "GST", rate: 5000 },
    { name: "QST", rate: 9975 },
  ],
} as const;

export async function seedDemoPurchase(db: Db, purchase: DemoPurchase) {
  const { userId, boughtAt } = purchase;
  const key = `demo-purchase-${userId}`;
  const customerId = `spc_${userId}`; // customerIdFor() of the membership domain
  const token = `local_pm_${userId}`;
  const saleId = `local_demo_${userId}`;
  const orderId = `ord_demo_${userId}`;
  const subtotalCents = Math.round(MEMBERSHIP_PRICE * 100);
  // Each tax half-up to the cent, as lib/money.applyRate: 11.99 × 13 % = 1.5587 → 1.56.
  const taxLines: TaxLine[] = TAXES[purchase.province].map(({ name, rate }) => ({
    name,
    rate,
    amountCents: Math.floor((subtotalCents * rate + 50_000) / 100_000),
  }));
  const taxCents = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
  const totalCents = subtotalCents + taxCents;
  const approved = { processorResponseCode: "1000", processorResponseText: "Approved" };
  // The gateway keeps the card only when the buyer chose auto-renew (storeInVaultForCustomer).
  const saved = purchase.autoRenew ? token : null;

  if (saved) {
    await db.insert(localGatewayPaymentMethods).values({
      token: saved,
      customerId,
      nonce: DEMO_NONCE,
      cardBrand: DEMO_BRAND,
      cardLast4: DEMO_LAST4,
      createdAt: boughtAt,
    });
  }
  await db.insert(localGatewayTransactions).values({
    id: saleId,
    orderId: key,
    type: "sale",
    amountCents: totalCents,
    currency: "CAD",
    status: "settled",
    nonce: DEMO_NONCE,
    paymentMethodToken: saved,
    customerId: saved ? customerId : null,
    cardBrand: DEMO_BRAND,
    cardLast4: DEMO_LAST4,
    ...approved,
    createdAt: boughtAt,
  });
  const amounts = { subtotalCents, discountCents: 0, taxCents, totalCents, taxLines };
  await db.insert(paymentIntents).values({
    id: `intent_demo_${userId}`,
    idempotencyKey: key,
    requestHash: key,
    kind: "purchase",
    paymentType: "card",
    state: "completed",
    userId,
    language: purchase.language,
    productId: DEFAULT_PRODUCT_ID,
    currency: "CAD",
    province: purchase.province,
    ...amounts,
    autoRenew: purchase.autoRenew,
    gateway: "local",
    gatewayTransactionId: saleId,
    paymentMethodToken: saved,
    cardBrand: DEMO_BRAND,
    cardLast4: DEMO_LAST4,
    ...approved,
    orderId,
    createdAt: boughtAt,
    updatedAt: boughtAt,
    chargedAt: boughtAt,
    completedAt: boughtAt,
  });
  await db.insert(orders).values({
    id: orderId,
    intentId: `intent_demo_${userId}`,
    userId,
    kind: "purchase",
    productId: DEFAULT_PRODUCT_ID,
    currency: "CAD",
    province: purchase.province,
    ...amounts,
    language: purchase.language,
    gateway: "local",
    gatewayTransactionId: saleId,
    cardId: purchase.cardId,
    createdAt: boughtAt,
  });
  await db.insert(paymentTransactions).values({
    userId,
    intentId: `intent_demo_${userId}`,
    orderId,
    kind: "purchase",
    status: "succeeded",
    amountCents: totalCents,
    currency: "CAD",
    gateway: "local",
    gatewayTransactionId: saleId,
    ...approved,
    createdAt: boughtAt,
  });
  if (saved) {
    await db.insert(paymentCustomers).values({
      userId,
      gateway: "local",
      customerId,
      paymentMethodToken: saved,
      cardBrand: DEMO_BRAND,
      cardLast4: DEMO_LAST4,
      updatedAt: boughtAt,
    });
  }
  return { orderId, totalCents };
}
