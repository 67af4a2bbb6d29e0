import {
  type Country,
  CURRENCY_BY_COUNTRY,
  DEFAULT_PRODUCT_ID,
  RENEWAL_LEAD_DAYS,
} from "@spc/shared";
import { and, desc, eq, gte, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  cardRenewals,
  cards,
  orders,
  paymentCustomers,
  paymentTransactions,
  profiles,
} from "../db/schema";
import { findProduct, quote } from "../services/membership/checkout/pricing";
import {
  type ProvinceCode,
  parseProvince,
  provinceOfPostal,
} from "../services/membership/checkout/tax";

/**
 * Auto-renewal of membership cards (docs/decisions/0009-cards-trial-renewals.md).
 *
 * A card is due when it is an active, auto-renewing, non-trial own-brand (spc) card of a member
 * whose last valid day is at most `leadDays` ahead (and at most GRACE_DAYS behind). One run:
 *
 * 1. CLAIM, in one short transaction: `SELECT … FOR UPDATE SKIP LOCKED` the due cards (a copy
 *    already holding some skips them) and INSERT a `card_renewals` row keyed by (card, period =
 *    the expiry day being renewed) with `ON CONFLICT DO NOTHING`. Only the runner whose insert
 *    returned a row goes on; a second run, a second API copy or tomorrow's run finds the key taken.
 * 2. CHARGE the member's saved payment method through the gateway, with `renewal-<id>-<attempt>`
 *    as the gateway order id (outside any transaction: no lock is held during the network call).
 * 3. SETTLE, in one transaction: success → renewal `succeeded`, the card's expiry day + 1 year
 *    (only if still the claimed period), a `renewal` ledger row; failure → renewal `failed` (the
 *    expiry-status call then answers a `payment` notice) and a `declined` ledger row.
 *
 * A renewal left `pending` (process died between 1 and 3) is reconciled later: asked to the
 * gateway by order id; charged → settled as success, not charged → settled as failed.
 */

/** The part of the payment gateway port (adapters/payments) renewals use. */
export interface RenewalGateway {
  readonly name: string;
  charge(request: {
    amountCents: number;
    currency: "CAD" | "USD";
    orderId: string;
    paymentMethodToken?: string;
  }): Promise<
    | { ok: true; transaction: { id: string } }
    | {
        ok: false;
        kind: string;
        message: string;
        transaction: { id: string } | null;
        processorResponseCode: string | null;
        processorResponseText: string | null;
      }
  >;
  findByOrderId?(orderId: string): Promise<{ id: string; succeeded: boolean }[]>;
}

export interface RenewalDeps {
  db: Db;
  gateway: RenewalGateway;
  country: Country;
  log?: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export interface RenewalRunOptions {
  now?: Date;
  leadDays?: number;
  /** Cards claimed per run. */
  limit?: number;
  /** Test seam: called between claim and charge. */
  afterClaim?: () => Promise<void>;
}

export interface RenewalRunResult {
  claimed: number;
  renewed: number;
  failed: number;
  reconciled: number;
}

/** A card past its expiry by more than this is not renewed automatically any more. */
export const GRACE_DAYS = 3;
/** A `pending` renewal older than this is considered interrupted. */
export const PENDING_STALE_MS = 10 * 60_000;

function dayOffset(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** period_end + 1 year, as a calendar day. */
export function nextPeriodEnd(periodEnd: string): string {
  const date = new Date(`${periodEnd}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

type RenewalRow = typeof cardRenewals.$inferSelect;

async function provinceFor(db: Db, userId: string): Promise<ProvinceCode | null> {
  const [profile] = await db
    .select({ province: profiles.province, postal: profiles.postal })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const fromProfile = parseProvince(profile?.province) ?? provinceOfPostal(profile?.postal);
  if (fromProfile) return fromProfile;
  const [order] = await db
    .select({ province: orders.province })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.province)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return parseProvince(order?.province);
}

/** The renewal price: the yearly product, taxed for the member's province (none in the US build). */
export async function renewalPrice(db: Db, country: Country, userId: string) {
  const product = findProduct(DEFAULT_PRODUCT_ID);
  if (!product) throw new Error("the default product is missing");
  const province = country === "us" ? null : await provinceFor(db, userId);
  const priced = quote(product.priceCents, null, province);
  return { amountCents: priced.totalCents, currency: CURRENCY_BY_COUNTRY[country], province };
}

/** Step 1: claims due cards; returns the renewal rows this runner owns. */
export async function claimDueRenewals(
  db: Db,
  options: { now: Date; leadDays: number; limit: number },
): Promise<RenewalRow[]> {
  const until = dayOffset(options.now, options.leadDays);
  const from = dayOffset(options.now, -GRACE_DAYS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: cards.id, userId: cards.userId, expiryDate: cards.expiryDate })
      .from(cards)
      .where(
        and(
          eq(cards.autoRenew, true),
          eq(cards.status, "active"),
          eq(cards.isTrial, false),
          eq(cards.cobrand, "spc"),
          isNotNull(cards.userId),
          lte(cards.expiryDate, until),
          gte(cards.expiryDate, from),
        ),
      )
      .orderBy(cards.expiryDate, cards.id)
      .limit(options.limit)
      .for("update", { skipLocked: true });
    const claimed: RenewalRow[] = [];
    for (const card of due) {
      if (!card.expiryDate) continue;
      const [row] = await tx
        .insert(cardRenewals)
        .values({ cardId: card.id, userId: card.userId, periodEnd: card.expiryDate, attempts: 1 })
        .onConflictDoNothing({ target: [cardRenewals.cardId, cardRenewals.periodEnd] })
        .returning();
      if (row) claimed.push(row);
    }
    return claimed;
  });
}

function orderIdOf(renewal: RenewalRow): string {
  return `renewal-${renewal.id}-${renewal.attempts}`;
}

interface Settlement {
  ok: boolean;
  amountCents: number;
  currency: string;
  transactionId: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  processorResponseCode?: string | null;
  processorResponseText?: string | null;
}

/** Step 3: records the outcome; success extends the card by one year from the claimed period. */
async function settle(
  deps: RenewalDeps,
  renewal: RenewalRow,
  outcome: Settlement,
): Promise<string | null> {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    // Only a pending renewal is settled (a concurrent reconcile may have done it).
    const [updated] = await tx
      .update(cardRenewals)
      .set({
        status: outcome.ok ? "succeeded" : "failed",
        amountCents: outcome.amountCents,
        currency: outcome.currency,
        gatewayTransactionId: outcome.transactionId,
        failureCode: outcome.failureCode,
        failureMessage: outcome.failureMessage,
        updatedAt: now,
      })
      .where(and(eq(cardRenewals.id, renewal.id), eq(cardRenewals.status, "pending")))
      .returning();
    if (!updated) return null;
    let newExpiry: string | null = null;
    if (outcome.ok) {
      newExpiry = nextPeriodEnd(renewal.periodEnd);
      await tx
        .update(cards)
        .set({ expiryDate: newExpiry, updatedAt: now })
        .where(and(eq(cards.id, renewal.cardId), eq(cards.expiryDate, renewal.periodEnd)));
    }
    await tx.insert(paymentTransactions).values({
      userId: renewal.userId,
      kind: "renewal",
      status: outcome.ok ? "succeeded" : "declined",
      amountCents: outcome.amountCents,
      currency: outcome.currency,
      gateway: deps.gateway.name,
      gatewayTransactionId: outcome.transactionId,
      processorResponseCode: outcome.processorResponseCode ?? null,
      processorResponseText: outcome.processorResponseText ?? null,
      message: outcome.ok ? "Membership renewed" : (outcome.failureMessage ?? "Renewal failed"),
    });
    return newExpiry;
  });
}

/** Step 2 + 3 for one claimed renewal. Returns true when the card was renewed. */
export async function chargeRenewal(deps: RenewalDeps, renewal: RenewalRow): Promise<boolean> {
  const { db, gateway } = deps;
  const userId = renewal.userId;
  const price = userId
    ? await renewalPrice(db, deps.country, userId)
    : { amountCents: 0, currency: CURRENCY_BY_COUNTRY[deps.country] };
  const [customer] = userId
    ? await db
        .select({ token: paymentCustomers.paymentMethodToken })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId))
    : [];
  if (!customer?.token) {
    await settle(deps, renewal, {
      ok: false,
      amountCents: price.amountCents,
      currency: price.currency,
      transactionId: null,
      failureCode: "no_payment_method",
      failureMessage: "No saved payment method",
    });
    return false;
  }
  let outcome: Awaited<ReturnType<RenewalGateway["charge"]>>;
  try {
    outcome = await gateway.charge({
      amountCents: price.amountCents,
      currency: price.currency,
      orderId: orderIdOf(renewal),
      paymentMethodToken: customer.token,
    });
  } catch (error) {
    // Outcome unknown (gateway unreachable): leave it pending for reconciliation.
    deps.log?.error({ err: error, renewalId: renewal.id }, "renewal charge outcome unknown");
    return false;
  }
  const newExpiry = await settle(
    deps,
    renewal,
    outcome.ok
      ? {
          ok: true,
          amountCents: price.amountCents,
          currency: price.currency,
          transactionId: outcome.transaction.id,
          failureCode: null,
          failureMessage: null,
        }
      : {
          ok: false,
          amountCents: price.amountCents,
          currency: price.currency,
          transactionId: outcome.transaction?.id ?? null,
          failureCode: outcome.kind,
          failureMessage: outcome.message,
          processorResponseCode: outcome.processorResponseCode,
          processorResponseText: outcome.processorResponseText,
        },
  );
  return outcome.ok && newExpiry !== null;
}

/** Settles renewals left pending by a crash: asks the gateway whether the charge happened. */
export async function reconcilePendingRenewals(deps: RenewalDeps, now: Date): Promise<number> {
  const stale = await deps.db
    .select()
    .from(cardRenewals)
    .where(
      and(
        eq(cardRenewals.status, "pending"),
        lt(cardRenewals.updatedAt, new Date(now.getTime() - PENDING_STALE_MS)),
      ),
    )
    .limit(100);
  let settled = 0;
  for (const renewal of stale) {
    const found = (await deps.gateway.findByOrderId?.(orderIdOf(renewal))) ?? [];
    const charged = found.find((transaction) => transaction.succeeded);
    const price = renewal.userId
      ? await renewalPrice(deps.db, deps.country, renewal.userId)
      : { amountCents: 0, currency: CURRENCY_BY_COUNTRY[deps.country] };
    const result = await settle(deps, renewal, {
      ok: charged !== undefined,
      amountCents: price.amountCents,
      currency: price.currency,
      transactionId: charged?.id ?? null,
      failureCode: charged ? null : "interrupted",
      failureMessage: charged ? null : "The renewal was interrupted before the charge",
    });
    if (result !== null || charged === undefined) settled += 1;
  }
  return settled;
}

/** One run of the renewal job (safe to run concurrently from several processes). */
export async function runRenewals(
  deps: RenewalDeps,
  options: RenewalRunOptions = {},
): Promise<RenewalRunResult> {
  const now = options.now ?? new Date();
  const reconciled = await reconcilePendingRenewals(deps, now);
  const claimed = await claimDueRenewals(deps.db, {
    now,
    leadDays: options.leadDays ?? RENEWAL_LEAD_DAYS,
    limit: options.limit ?? 200,
  });
  await options.afterClaim?.();
  let renewed = 0;
  let failed = 0;
  for (const renewal of claimed) {
    if (await chargeRenewal(deps, renewal)) renewed += 1;
    else failed += 1;
  }
  if (claimed.length > 0 || reconciled > 0) {
    deps.log?.info({ claimed: claimed.length, renewed, failed, reconciled }, "renewals run");
  }
  return { claimed: claimed.length, renewed, failed, reconciled };
}

/**
 * Retries a member's failed renewal now (POST /user/failed_payment_verification, e.g. after a new
 * payment method was saved). The retry is claimed by flipping the row failed → pending (one
 * winner), then charged like the job does with a new attempt number.
 */
export async function retryFailedRenewal(
  deps: RenewalDeps,
  userId: string,
): Promise<{ status: "renewed" | "failed" | "none"; cardId: number | null }> {
  const [latest] = await deps.db
    .select({ renewal: cardRenewals })
    .from(cardRenewals)
    .innerJoin(cards, eq(cards.id, cardRenewals.cardId))
    .where(
      and(
        eq(cardRenewals.userId, userId),
        eq(cardRenewals.status, "failed"),
        // Still the card's current period: not renewed since.
        eq(cards.expiryDate, cardRenewals.periodEnd),
        eq(cards.userId, userId),
      ),
    )
    .orderBy(desc(cardRenewals.updatedAt))
    .limit(1);
  if (!latest) return { status: "none", cardId: null };
  const [claimed] = await deps.db
    .update(cardRenewals)
    .set({ status: "pending", attempts: sql`${cardRenewals.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(cardRenewals.id, latest.renewal.id), eq(cardRenewals.status, "failed")))
    .returning();
  if (!claimed) return { status: "none", cardId: latest.renewal.cardId };
  const renewed = await chargeRenewal(deps, claimed);
  return { status: renewed ? "renewed" : "failed", cardId: claimed.cardId };
}

/** Runs the job every `intervalMs` (0 = never); returns a stop function. Errors are logged. */
export function startRenewalScheduler(
  deps: RenewalDeps,
  intervalMs: number,
  options: Omit<RenewalRunOptions, "now"> = {},
): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return; // never overlap runs in one process
    running = true;
    try {
      await runRenewals(deps, options);
    } catch (error) {
      deps.log?.error({ err: error }, "renewal job failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const first = setTimeout(() => void tick(), Math.min(intervalMs, 30_000));
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
