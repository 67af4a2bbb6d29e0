import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { ERROR_CODES, isCardValid, SCHOOL_PORTAL_MESSAGES, STUDENT_MESSAGES } from "@spc/shared";
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { cards, schoolPortalRegistrations, schools } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { cardsOf, issueCard, validityOf } from "../../membership";
import { studentStatusExpiry } from "./matching";

/**
 * A school portal vouches for a student with a `unique_token` (spec §2.3 /campus/:id?). The
 * service answers which school issued a token, or null when it cannot be trusted.
 */
export interface SchoolPortal {
  schoolOf(token: string): Promise<string | null>;
}

const TOKEN_SHAPE = /^([a-z0-9-]{1,64})\.([A-Za-z0-9_-]{8,64})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, schoolId: string, nonce: string): string {
  return createHmac("sha256", secret).update(`${schoolId}.${nonce}`).digest("base64url");
}

/** A portal token `<school id>.<nonce>.<HMAC-SHA256(school id.nonce)>`, as a school's portal signs it. */
export function mintSchoolPortalToken(secret: string, schoolId: string, nonce: string): string {
  return `${schoolId}.${nonce}.${signature(secret, schoolId, nonce)}`;
}

/**
 * The signed-token portal: each school's portal signs its students' tokens with the secret the
 * programme shares with it (SCHOOL_PORTAL_SECRET). Without a secret (production misconfigured)
 * it trusts no token.
 */
export function signedTokenPortal(secret: string | null): SchoolPortal {
  return {
    async schoolOf(token) {
      const match = secret ? TOKEN_SHAPE.exec(token) : null;
      if (!secret || !match) return null;
      const [, schoolId = "", nonce = "", given = ""] = match;
      const expected = Buffer.from(signature(secret, schoolId, nonce));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected)
        ? schoolId
        : null;
    },
  };
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The school-portal registration (spec §4): a registered member with the portal's token gets a
 * campus card of the token's school, taking one of its campus codes. A member who already holds
 * a valid card answers 409 'user has active card' (spec §8; the web says "already registered");
 * an untrusted token is invalid_token; a token already used by another member is conflict.
 */
export async function registerThroughSchoolPortal(
  db: Db,
  portal: SchoolPortal,
  userId: string,
  token: string,
  now = new Date(),
) {
  const schoolId = await portal.schoolOf(token);
  if (!schoolId) throw new AppError(ERROR_CODES.invalidToken, "School portal token not valid");
  return db.transaction(async (tx) => {
    // One registration at a time per member (the row lock), so a double submit registers once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`school-portal:${userId}`}))`);
    const held = await cardsOf(tx, userId);
    if (held.some((card) => isCardValid(validityOf(card), now))) {
      throw new AppError(ERROR_CODES.conflict, SCHOOL_PORTAL_MESSAGES.userHasActiveCard);
    }
    const hash = tokenHash(token);
    const [used] = await tx
      .select({ userId: schoolPortalRegistrations.userId })
      .from(schoolPortalRegistrations)
      .where(
        or(
          eq(schoolPortalRegistrations.tokenHash, hash),
          eq(schoolPortalRegistrations.userId, userId),
        ),
      );
    if (used) throw new AppError(ERROR_CODES.conflict, "School portal token already used");
    const [school] = await tx
      .update(schools)
      .set({ campusCodesRemaining: sql`${schools.campusCodesRemaining} - 1` })
      .where(and(eq(schools.id, schoolId), gt(schools.campusCodesRemaining, 0)))
      .returning({ id: schools.id });
    if (!school) {
      const [exists] = await tx
        .select({ id: schools.id })
        .from(schools)
        .where(eq(schools.id, schoolId));
      if (!exists) throw new AppError(ERROR_CODES.schoolNotFound, "Unknown school");
      throw new AppError(ERROR_CODES.noRemainingCampusCode, STUDENT_MESSAGES.noRemainingCampusCode);
    }
    const card = await issueCard(tx, {
      userId,
      cobrand: "campus",
      source: "campus",
      expiresAt: studentStatusExpiry(now),
    });
    await tx.update(cards).set({ campus: school.id }).where(eq(cards.id, card.id));
    await tx
      .insert(schoolPortalRegistrations)
      .values({ tokenHash: hash, userId, schoolId: school.id, cardId: card.id });
    return { card_number: card.cardNumber, campus: school.id };
  });
}
