import { timingSafeEqual } from "node:crypto";
import {
  CARD_ATTEMPTS_PER_MEMBER_HOUR,
  CARD_ATTEMPTS_PER_NUMBER_DAY,
  type Cobrand,
  calendarDateOf,
  ERROR_CODES,
  isCardExpired,
  isCardValid,
  type MemberCard,
  type SpecialCardResult,
} from "@spc/shared";
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import type { Db, DbTransaction } from "../../../db/client";
import { cardAttempts, cards } from "../../../db/schema";
import { AppError, rateLimitedError } from "../../../lib/app-error";
import { takeMemberTurn } from "../member-turn";
import { type Card, calendarDay } from "./issue-card";

type Executor = Db | DbTransaction;

/** The owner's view of a card row (spec §3 Card + flags); `is_expired` computed for `now`. */
export function toMemberCard(row: Card, now: Date): MemberCard {
  return {
    card_number: row.cardNumber,
    csv: row.csv,
    cobrand: row.cobrand,
    status: row.status,
    is_expired: isCardExpired({ is_expired: false, expiry_date: row.expiryDate }, now),
    expiry_date: row.expiryDate,
    is_primary: row.isPrimary,
    is_g_ticket: row.isGTicket,
    is_online_purchased: row.isOnlinePurchased,
    campus: row.campus,
    is_trial: row.isTrial,
    is_auto_renew: row.autoRenew,
    is_highschool: row.isHighschool,
    is_vip_card: row.isVipCard,
    // When the membership on this card began (decision 0053): its activation, else its issue.
    started_at: (row.activatedAt ?? row.createdAt).toISOString(),
  };
}

/** The fields the shared validity rules read, from a row. */
export function validityOf(row: Card) {
  return {
    status: row.status,
    is_expired: false,
    expiry_date: row.expiryDate,
    cobrand: row.cobrand as Cobrand,
  };
}

export function isRowValid(row: Card, now: Date): boolean {
  return isCardValid(validityOf(row), now);
}

/** A member's cards, primary first, then by expiry (latest first). */
export async function cardsOf(db: Executor, userId: string): Promise<Card[]> {
  const rows = await db.select().from(cards).where(eq(cards.userId, userId)).orderBy(asc(cards.id));
  return rows.sort(
    (a, b) =>
      Number(b.isPrimary) - Number(a.isPrimary) ||
      (b.expiryDate ?? "").localeCompare(a.expiryDate ?? ""),
  );
}

function sameCode(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a card number + code was refused, in the order they are checked (findCardByCode). */
type CardRefusal =
  | typeof ERROR_CODES.cardNotFound
  | typeof ERROR_CODES.invalidCardCode
  | typeof ERROR_CODES.cardAlreadyRegistered;

const CARD_REFUSAL_MESSAGES: Record<CardRefusal, string> = {
  card_not_found: "No card has this number",
  invalid_card_code: "The security code does not match this card",
  card_already_registered: "This card is already registered",
};

export function cardError(code: CardRefusal): AppError {
  return new AppError(code, CARD_REFUSAL_MESSAGES[code]);
}

const ATTEMPT_CODES = new Set<string>([
  ERROR_CODES.cardNotFound,
  ERROR_CODES.invalidCardCode,
  ERROR_CODES.cardAlreadyRegistered,
]);

/** 429 when the member (per hour) or the card number (per day) had too many failed attempts. */
export async function assertCardAttemptsAllowed(
  db: Executor,
  userId: string,
  cardNumber: string,
  now = new Date(),
): Promise<void> {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const [[byMember], [byNumber]] = await Promise.all([
    db
      .select({ n: count() })
      .from(cardAttempts)
      .where(
        and(
          eq(cardAttempts.userId, userId),
          eq(cardAttempts.succeeded, false),
          gt(cardAttempts.createdAt, hourAgo),
        ),
      ),
    db
      .select({ n: count() })
      .from(cardAttempts)
      .where(
        and(
          eq(cardAttempts.cardNumber, cardNumber),
          eq(cardAttempts.succeeded, false),
          gt(cardAttempts.createdAt, dayAgo),
        ),
      ),
  ]);
  if ((byMember?.n ?? 0) >= CARD_ATTEMPTS_PER_MEMBER_HOUR) throw rateLimitedError();
  if ((byNumber?.n ?? 0) >= CARD_ATTEMPTS_PER_NUMBER_DAY) throw rateLimitedError();
}

export async function recordCardAttempt(
  db: Executor,
  userId: string,
  cardNumber: string,
  succeeded: boolean,
): Promise<void> {
  await db.insert(cardAttempts).values({ userId, cardNumber, succeeded });
}

/**
 * Runs a card-code operation under the attempt limit: refuses with 429 when over budget, and
 * records the outcome with `db` (outside the operation's transaction, so a rolled-back failure is
 * still counted). For the checkout engineer's activation:
 *   await withCardAttempt(db, userId, number, () => db.transaction((tx) => activateInStoreCard(tx, …)))
 */
export async function withCardAttempt<T>(
  db: Db,
  userId: string,
  cardNumber: string,
  operation: () => Promise<T>,
): Promise<T> {
  await assertCardAttemptsAllowed(db, userId, cardNumber);
  try {
    const result = await operation();
    await recordCardAttempt(db, userId, cardNumber, true);
    return result;
  } catch (error) {
    if (error instanceof AppError && ATTEMPT_CODES.has(error.code)) {
      await recordCardAttempt(db, userId, cardNumber, false);
    }
    throw error;
  }
}

/**
 * Looks a card up by number + code. Order of refusals: unknown number (card_not_found), wrong
 * code (invalid_card_code), then bound to a member (card_already_registered) — whether a card is
 * taken is only told to someone who knows its code. `forUpdate` locks the row.
 */
export async function findCardByCode(
  db: Executor,
  cardNumber: string,
  csv: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ card: Card } | { error: CardRefusal; card?: Card }> {
  const query = db.select().from(cards).where(eq(cards.cardNumber, cardNumber));
  const [card] = options.forUpdate ? await query.for("update") : await query;
  if (!card) return { error: ERROR_CODES.cardNotFound };
  if (!sameCode(card.csv, csv)) return { error: ERROR_CODES.invalidCardCode };
  if (card.userId !== null) return { error: ERROR_CODES.cardAlreadyRegistered, card };
  return { card };
}

/** Can the member register this card? (no side effect but the attempt counting of the route) */
export async function registerableReason(
  db: Executor,
  cardNumber: string,
  csv: string,
): Promise<{ reason: string | null; cobrand: Cobrand | null }> {
  const found = await findCardByCode(db, cardNumber, csv);
  if ("error" in found) {
    const cobrand =
      found.error === ERROR_CODES.cardAlreadyRegistered && found.card ? found.card.cobrand : null;
    return { reason: found.error, cobrand };
  }
  return { reason: null, cobrand: found.card.cobrand };
}

/**
 * Binds an unassigned card (an in-store batch card, status `inactive`, or an existing unassigned
 * card) to the member, inside the caller's transaction. An inactive card becomes active; a card
 * without an expiry day gets one year from today. Auto-renew stays off (nothing was paid online).
 * Throws card_not_found (404), invalid_card_code (400) or card_already_registered (409).
 */
export async function activateInStoreCard(
  tx: Executor,
  userId: string,
  cardNumber: string,
  csv: string,
  now = new Date(),
): Promise<Card> {
  const digits = cardNumber.replace(/[\s-]/g, "");
  // One membership operation per member at a time: not while one of their purchases is open.
  await takeMemberTurn(tx, userId);
  const found = await findCardByCode(tx, digits, csv, { forUpdate: true });
  if ("error" in found) throw cardError(found.error);
  const [primary] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.isPrimary, true)))
    .limit(1);
  const expiry = new Date(now);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  const [card] = await tx
    .update(cards)
    .set({
      userId,
      status: "active",
      expiryDate: found.card.expiryDate ?? calendarDay(expiry),
      isPrimary: primary === undefined,
      activatedAt: now,
      updatedAt: now,
    })
    // Guard against a concurrent activation even without the row lock (belt and braces).
    .where(and(eq(cards.id, found.card.id), isNull(cards.userId)))
    .returning();
  if (!card) throw cardError(ERROR_CODES.cardAlreadyRegistered);
  return card;
}

/** Special-card flags of a card whose code is known; the owner's own card is allowed. */
export async function specialCardFlags(
  db: Executor,
  userId: string,
  cardNumber: string,
  csv: string,
): Promise<SpecialCardResult> {
  const found = await findCardByCode(db, cardNumber, csv);
  let card: Card;
  if ("error" in found) {
    if (found.error === ERROR_CODES.cardAlreadyRegistered && found.card?.userId === userId) {
      card = found.card;
    } else throw cardError(found.error);
  } else card = found.card;
  return {
    is_g_ticket: card.isGTicket,
    is_highschool: card.isHighschool,
    is_vip_card: card.isVipCard,
  };
}

/** Today's calendar day (UTC) — the server's reference day for expiry arithmetic. */
export function today(now: Date): string {
  return calendarDateOf(now);
}
