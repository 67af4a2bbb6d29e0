import type { CardValidityFields, CodeMode, CodeType } from "@spc/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { cards, codeReveals, offers, partners, profiles } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { OFFER_ERRORS } from "../offer-errors";
import { CODE_ERRORS } from "./errors";
import { windowState } from "./window";

/** The offer columns a reveal needs. */
export interface RevealOffer {
  id: number;
  isSpcPlus: boolean;
  codeType: CodeType;
  codeMode: CodeMode;
  staticCode: string | null;
  offerUrl: string | null;
  offerUrlFr: string | null;
  partnerWebsiteUrl: string | null;
}

/**
 * An offer a member may reveal now, or the same error the offer detail (GET /v2/offers/{id})
 * answers: 404 offer_not_found (unknown or not started), 410 offer_delisted (delisted or its
 * partner inactive) and 410 offer_expired (expired or ended), the last two with
 * details.partner_url_name. A limited-time offer outside its window answers 409
 * offer_not_started or 410 offer_ended, with the window's bound in the details.
 */
export async function findRevealableOffer(db: Db, id: number, now: Date): Promise<RevealOffer> {
  const [row] = await db
    .select({
      id: offers.id,
      status: offers.status,
      startDate: offers.startDate,
      endDate: offers.endDate,
      isLimitedTime: offers.isLimitedTime,
      ltoStartDate: offers.ltoStartDate,
      ltoEndDate: offers.ltoEndDate,
      isSpcPlus: offers.isSpcPlus,
      codeType: offers.codeType,
      codeMode: offers.codeMode,
      staticCode: offers.staticCode,
      offerUrl: offers.offerUrl,
      offerUrlFr: offers.offerUrlFr,
      partnerActive: partners.isActive,
      partnerUrlName: partners.urlName,
      partnerWebsiteUrl: partners.websiteUrl,
    })
    .from(offers)
    .innerJoin(partners, eq(partners.id, offers.partnerId))
    .where(eq(offers.id, id));
  const { notFound, delisted, expired } = OFFER_ERRORS;
  if (!row || row.status === "draft" || row.startDate.getTime() > now.getTime()) {
    throw new AppError(notFound.code, notFound.message);
  }
  const details = { partner_url_name: row.partnerUrlName };
  if (row.status === "delisted" || !row.partnerActive) {
    throw new AppError(delisted.code, delisted.message, { details });
  }
  if (row.status === "expired" || (row.endDate && row.endDate.getTime() <= now.getTime())) {
    throw new AppError(expired.code, expired.message, { details });
  }
  const lto = windowState(row, now);
  if (lto === "not_started") {
    const { code, message } = CODE_ERRORS.notStarted;
    const startsAt = row.ltoStartDate?.toISOString();
    throw new AppError(code, message, { details: { ...details, lto_start_date: startsAt } });
  }
  if (lto === "ended") {
    const { code, message } = CODE_ERRORS.ended;
    const endedAt = row.ltoEndDate?.toISOString();
    throw new AppError(code, message, { details: { ...details, lto_end_date: endedAt } });
  }
  return {
    id: row.id,
    isSpcPlus: row.isSpcPlus,
    codeType: row.codeType,
    codeMode: row.codeMode,
    staticCode: row.staticCode,
    offerUrl: row.offerUrl,
    offerUrlFr: row.offerUrlFr,
    partnerWebsiteUrl: row.partnerWebsiteUrl,
  };
}

/** True when an offer with this id exists, whatever its status. */
export async function offerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: offers.id }).from(offers).where(eq(offers.id, id));
  return row !== undefined;
}

export interface MemberCard extends CardValidityFields {
  cardNumber: string;
  isPrimary: boolean;
}

/**
 * The member's cards in the shape of the shared validity rules. The table has no `is_expired`
 * column: expiry comes from `expiry_date` alone (the shared rule compares it with today).
 */
export async function memberCards(db: Db, userId: string): Promise<MemberCard[]> {
  const rows = await db
    .select({
      cardNumber: cards.cardNumber,
      status: cards.status,
      expiryDate: cards.expiryDate,
      cobrand: cards.cobrand,
      isPrimary: cards.isPrimary,
    })
    .from(cards)
    .where(eq(cards.userId, userId))
    .orderBy(cards.id);
  return rows.map((row) => ({
    cardNumber: row.cardNumber,
    isPrimary: row.isPrimary,
    status: row.status,
    is_expired: false,
    expiry_date: row.expiryDate,
    cobrand: row.cobrand,
  }));
}

export async function profileLanguage(db: Db, userId: string): Promise<"en" | "fr" | null> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.language ?? null;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The pool code assigned to this member, assigning the lowest free one on the first reveal; null
 * when the pool is exhausted. Call inside a transaction.
 *
 * Concurrency: a transaction-scoped advisory lock on (offer, member) serializes the reveals of one
 * member for one offer, so a double click cannot take two codes. Between members, the single
 * UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED) lets every concurrent reveal lock a
 * different free row: a row is assigned by exactly one statement, and `assigned_to IS NULL` is
 * rechecked on the locked row. Works the same on PGlite (one connection: transactions run one
 * after the other) and on PostgreSQL.
 */
export async function assignUniqueCode(
  tx: Tx,
  offerId: number,
  userId: string,
): Promise<string | null> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${offerId}::int4, hashtext(${userId}))`);
  const owned = await tx.execute<{ code: string }>(sql`
    SELECT code FROM offer_codes
    WHERE offer_id = ${offerId} AND assigned_to = ${userId}
    ORDER BY id LIMIT 1`);
  if (owned.rows[0]) return owned.rows[0].code;
  const taken = await tx.execute<{ code: string }>(sql`
    UPDATE offer_codes SET assigned_to = ${userId}, assigned_at = now()
    WHERE id = (
      SELECT id FROM offer_codes
      WHERE offer_id = ${offerId} AND assigned_to IS NULL
      ORDER BY id LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING code`);
  return taken.rows[0]?.code ?? null;
}

/**
 * A code of a shared (random) pool: the one this member was shown last if it is still in the pool,
 * else one drawn at random among the codes nobody owns; null when there is none.
 */
export async function drawRandomCode(
  tx: Tx,
  offerId: number,
  userId: string,
): Promise<string | null> {
  const previous = await tx.execute<{ code: string }>(sql`
    SELECT r.code FROM code_reveals r
    WHERE r.user_id = ${userId} AND r.offer_id = ${offerId} AND r.kind = 'code'
      AND EXISTS (SELECT 1 FROM offer_codes c
        WHERE c.offer_id = r.offer_id AND c.code = r.code AND c.assigned_to IS NULL)
    ORDER BY r.id DESC LIMIT 1`);
  if (previous.rows[0]) return previous.rows[0].code;
  const drawn = await tx.execute<{ code: string }>(sql`
    SELECT code FROM offer_codes
    WHERE offer_id = ${offerId} AND assigned_to IS NULL
    ORDER BY random() LIMIT 1`);
  return drawn.rows[0]?.code ?? null;
}

export interface RevealRecord {
  userId: string;
  offerId: number;
  kind: "code" | "url";
  code: string | null;
  url: string | null;
  isOnline?: boolean | undefined;
  isWebsite?: boolean | undefined;
}

/** Appends a reveal to the history; returns when it happened. */
export async function recordReveal(db: Db | Tx, record: RevealRecord): Promise<Date> {
  const [row] = await db
    .insert(codeReveals)
    .values({
      userId: record.userId,
      offerId: record.offerId,
      kind: record.kind,
      code: record.code,
      url: record.url,
      isOnline: record.isOnline ?? null,
      isWebsite: record.isWebsite ?? null,
    })
    .returning({ revealedAt: codeReveals.revealedAt });
  return row!.revealedAt;
}

/** Marks the member's not yet cleared reveals of an offer as cleared; returns how many. */
export async function clearReveals(db: Db, userId: string, offerId: number): Promise<number> {
  const rows = await db
    .update(codeReveals)
    .set({ clearedAt: new Date() })
    .where(
      and(
        eq(codeReveals.userId, userId),
        eq(codeReveals.offerId, offerId),
        isNull(codeReveals.clearedAt),
      ),
    )
    .returning({ id: codeReveals.id });
  return rows.length;
}

export interface ClaimedPoolAlert {
  offerId: number;
  titleEn: string;
  titleFr: string;
  threshold: number;
  free: number;
}

/**
 * Claims the low-stock alert of a pool offer when its free codes are at or under its level and no
 * alert went out since the pool was last refilled. Cheap on every reveal: an offer without a level
 * (or already alerted) is one indexed row read, and the free codes are counted only up to the
 * level. The claim is one UPDATE on `code_alert_sent_at IS NULL`, so of two reveals crossing the
 * level at once exactly one claims it.
 */
export async function claimPoolAlert(db: Db, offerId: number): Promise<ClaimedPoolAlert | null> {
  const armed = await db.execute<{ threshold: number }>(sql`
    SELECT code_alert_threshold AS threshold FROM offers
    WHERE id = ${offerId} AND code_alert_threshold IS NOT NULL AND code_alert_sent_at IS NULL`);
  const threshold = armed.rows[0]?.threshold;
  if (threshold === undefined) return null;
  const counted = await db.execute<{ free: number | string }>(sql`
    SELECT count(*) AS free FROM (
      SELECT 1 FROM offer_codes WHERE offer_id = ${offerId} AND assigned_to IS NULL
      LIMIT ${Number(threshold) + 1}
    ) AS free_codes`);
  const free = Number(counted.rows[0]?.free ?? 0);
  if (free > Number(threshold)) return null;
  const claimed = await db.execute<{ id: number; title_en: string; title_fr: string }>(sql`
    UPDATE offers SET code_alert_sent_at = now()
    WHERE id = ${offerId} AND code_alert_sent_at IS NULL
    RETURNING id, title_en, title_fr`);
  const row = claimed.rows[0];
  if (!row) return null;
  return {
    offerId: Number(row.id),
    titleEn: row.title_en,
    titleFr: row.title_fr,
    threshold: Number(threshold),
    free,
  };
}

/** Staff who look after the catalogue (admins and editors): who gets a pool alert. */
export async function catalogueStaff(db: Db): Promise<{ email: string; language: string }[]> {
  const result = await db.execute<{ email: string; language: string }>(sql`
    SELECT email, language FROM "user" WHERE role IN ('admin', 'editor') ORDER BY email`);
  return result.rows;
}
