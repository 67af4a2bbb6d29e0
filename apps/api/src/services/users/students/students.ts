import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { ERROR_CODES, STUDENT_CODE_LENGTH, STUDENT_MESSAGES } from "@spc/shared";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { type Mailer, renderStudentVerificationMail } from "../../../adapters/mailer";
import type { Db } from "../../../db/client";
import {
  cards,
  profiles,
  schoolDomains,
  schools,
  studentStatuses,
  studentVerifications,
} from "../../../db/schema";
import { AppError, rateLimitedError } from "../../../lib/app-error";
import { issueCard } from "../../membership";
import { domainOf, domainSuffixes, normaliseStudentEmail, studentStatusExpiry } from "./matching";

/** How long a code and its link work. */
export const VERIFICATION_TTL_MINUTES = 30;
/** Wrong codes tolerated on one request before it is dead. */
export const MAX_CODE_ATTEMPTS = 5;
/** Requests per member and per school address in an hour. */
export const MAX_SENDS_PER_MEMBER_HOUR = 5;
export const MAX_SENDS_PER_ADDRESS_HOUR = 3;

export interface StudentContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

const sha = (value: string) => createHash("sha256").update(value).digest("hex");

export async function listSchools(db: Db, province?: string) {
  const rows = await db
    .select()
    .from(schools)
    .where(province ? eq(schools.province, province) : undefined)
    .orderBy(asc(schools.nameEn));
  const domains = await db.select().from(schoolDomains).orderBy(asc(schoolDomains.domain));
  const bySchool = new Map<string, string[]>();
  for (const d of domains)
    bySchool.set(d.schoolId, [...(bySchool.get(d.schoolId) ?? []), d.domain]);
  return rows.map((s) => ({
    id: s.id,
    name_en: s.nameEn,
    name_fr: s.nameFr,
    province: s.province,
    kind: s.kind,
    domains: bySchool.get(s.id) ?? [],
  }));
}

/** The school whose domain is the longest suffix of the address's domain, if any. */
export async function schoolOfEmail(db: Db, email: string): Promise<string | null> {
  const suffixes = domainSuffixes(domainOf(normaliseStudentEmail(email)));
  if (suffixes.length === 0) return null;
  const rows = await db.select().from(schoolDomains).where(inArray(schoolDomains.domain, suffixes));
  rows.sort((a, b) => b.domain.length - a.domain.length);
  return rows[0]?.schoolId ?? null;
}

async function requireSchool(db: Db, schoolId: string) {
  const [row] = await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!row) throw new AppError(ERROR_CODES.schoolNotFound, "Unknown school");
  return row;
}

/** Whether the address's domain belongs to the school (any of its domains or their subdomains). */
export async function emailMatchesSchool(db: Db, email: string, schoolId: string) {
  const suffixes = domainSuffixes(domainOf(normaliseStudentEmail(email)));
  if (suffixes.length === 0) return false;
  const rows = await db
    .select({ domain: schoolDomains.domain })
    .from(schoolDomains)
    .where(and(eq(schoolDomains.schoolId, schoolId), inArray(schoolDomains.domain, suffixes)));
  return rows.length > 0;
}

export type Eligibility =
  | { eligible: true }
  | { eligible: false; reason: "domain_validation_failed" | "not_eligible" };

/** Domain of the school, and not already verified by another member. */
export async function eligibility(
  db: Db,
  input: { email: string; schoolId: string; userId: string },
): Promise<Eligibility> {
  await requireSchool(db, input.schoolId);
  if (!(await emailMatchesSchool(db, input.email, input.schoolId))) {
    return { eligible: false, reason: "domain_validation_failed" };
  }
  const [holder] = await db
    .select({ userId: studentStatuses.userId })
    .from(studentStatuses)
    .where(eq(studentStatuses.email, normaliseStudentEmail(input.email)));
  if (holder && holder.userId !== input.userId) return { eligible: false, reason: "not_eligible" };
  return { eligible: true };
}

function refusal(reason: "domain_validation_failed" | "not_eligible"): AppError {
  return reason === "domain_validation_failed"
    ? new AppError(ERROR_CODES.domainValidationFailed, STUDENT_MESSAGES.domainValidationFailed)
    : new AppError(ERROR_CODES.notEligible, "This school address cannot be used");
}

/** POST /student/verification: a code and a link to the school address, in the member's language. */
export async function startVerification(
  context: StudentContext,
  input: { userId: string; email: string; schoolId: string },
): Promise<{ expiresAt: Date }> {
  const now = context.now?.() ?? new Date();
  const email = normaliseStudentEmail(input.email);
  const verdict = await eligibility(context.db, { ...input, email });
  if (!verdict.eligible) throw refusal(verdict.reason);
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [perMember] = await context.db
    .select({ n: sql<number>`count(*)::int` })
    .from(studentVerifications)
    .where(
      and(
        eq(studentVerifications.userId, input.userId),
        gt(studentVerifications.createdAt, hourAgo),
      ),
    );
  const [perAddress] = await context.db
    .select({ n: sql<number>`count(*)::int` })
    .from(studentVerifications)
    .where(and(eq(studentVerifications.email, email), gt(studentVerifications.createdAt, hourAgo)));
  if ((perMember?.n ?? 0) >= MAX_SENDS_PER_MEMBER_HOUR) throw rateLimitedError();
  if ((perAddress?.n ?? 0) >= MAX_SENDS_PER_ADDRESS_HOUR) throw rateLimitedError();

  const token = randomBytes(24).toString("base64url");
  const code = String(randomInt(0, 10 ** STUDENT_CODE_LENGTH)).padStart(STUDENT_CODE_LENGTH, "0");
  const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_MINUTES * 60_000);
  await context.db.transaction(async (tx) => {
    // A new request replaces the member's earlier ones: only the latest code works.
    await tx
      .update(studentVerifications)
      .set({ usedAt: now })
      .where(
        and(eq(studentVerifications.userId, input.userId), isNull(studentVerifications.usedAt)),
      );
    await tx.insert(studentVerifications).values({
      userId: input.userId,
      schoolId: input.schoolId,
      email,
      tokenHash: sha(token),
      codeHash: sha(`${input.userId}:${code}`),
      expiresAt,
      createdAt: now,
    });
  });
  const [profile] = await context.db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, input.userId));
  const url = `${context.publicUrl}/student/verify?token=${token}`;
  const mail = renderStudentVerificationMail(
    code,
    url,
    VERIFICATION_TTL_MINUTES,
    profile?.language === "fr" ? "fr" : "en",
  );
  await context.mailer.send({ ...mail, to: email, kind: "student_verification" });
  return { expiresAt };
}

const invalid = () => new AppError(ERROR_CODES.invalidToken, "This code or link is not valid");

/**
 * Confirms the member's latest request with its code, or a request's link token (which must be
 * the signed-in member's own). Single use: the request is spent by a conditional update.
 */
export async function confirmVerification(
  context: StudentContext,
  input: { userId: string; code?: string; token?: string },
) {
  const now = context.now?.() ?? new Date();
  return context.db
    .transaction(async (tx) => {
      const [request] = input.token
        ? await tx
            .select()
            .from(studentVerifications)
            .where(
              and(
                eq(studentVerifications.tokenHash, sha(input.token)),
                eq(studentVerifications.userId, input.userId),
              ),
            )
        : await tx
            .select()
            .from(studentVerifications)
            .where(eq(studentVerifications.userId, input.userId))
            .orderBy(desc(studentVerifications.id))
            .limit(1);
      if (!request || request.usedAt) throw invalid();
      if (request.expiresAt <= now) {
        throw new AppError(ERROR_CODES.tokenExpired, "This code has expired: ask for a new one");
      }
      if (input.code !== undefined) {
        if (request.attempts >= MAX_CODE_ATTEMPTS) throw invalid();
        const expected = Buffer.from(request.codeHash);
        const given = Buffer.from(sha(`${input.userId}:${input.code}`));
        if (!timingSafeEqual(expected, given)) {
          await tx
            .update(studentVerifications)
            .set({ attempts: sql`${studentVerifications.attempts} + 1` })
            .where(eq(studentVerifications.id, request.id));
          return { ok: false as const };
        }
      }
      const spent = await tx
        .update(studentVerifications)
        .set({ usedAt: now })
        .where(and(eq(studentVerifications.id, request.id), isNull(studentVerifications.usedAt)))
        .returning({ id: studentVerifications.id });
      if (spent.length === 0) throw invalid();
      const [holder] = await tx
        .select({ userId: studentStatuses.userId })
        .from(studentStatuses)
        .where(eq(studentStatuses.email, request.email));
      if (holder && holder.userId !== input.userId) throw refusal("not_eligible");
      const fields = {
        schoolId: request.schoolId,
        email: request.email,
        verifiedAt: now,
        expiresAt: studentStatusExpiry(now),
      };
      await tx
        .insert(studentStatuses)
        .values({ userId: input.userId, ...fields })
        .onConflictDoUpdate({ target: studentStatuses.userId, set: fields });
      return { ok: true as const };
    })
    .then(async (result) => {
      // A wrong code is counted (committed) before it is refused.
      if (!result.ok) throw invalid();
      return studentStatusOf(context.db, input.userId, now);
    });
}

export async function studentStatusOf(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select({ status: studentStatuses, school: schools })
    .from(studentStatuses)
    .innerJoin(schools, eq(schools.id, studentStatuses.schoolId))
    .where(eq(studentStatuses.userId, userId));
  if (!row) return null;
  return {
    school_id: row.school.id,
    school_name_en: row.school.nameEn,
    school_name_fr: row.school.nameFr,
    email: row.status.email,
    verified_at: row.status.verifiedAt.toISOString(),
    expires_at: row.status.expiresAt.toISOString(),
    active: row.status.expiresAt > now,
    campus_card_claimed: row.status.campusCardId !== null,
    campus_codes_remaining: row.school.campusCodesRemaining,
  };
}

/**
 * A verified student takes one of the school's campus codes: a campus card until the status's
 * expiry. The school's stock falls by a conditional decrement, so parallel claims never take more
 * codes than there are; one card per member.
 */
export async function claimCampusCard(db: Db, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [status] = await tx
      .select()
      .from(studentStatuses)
      .where(eq(studentStatuses.userId, userId))
      .for("update");
    if (!status || status.expiresAt <= now) {
      throw new AppError(ERROR_CODES.notEligible, "Verify your student status first");
    }
    if (status.campusCardId !== null) {
      throw new AppError(ERROR_CODES.conflict, "The campus card was already claimed");
    }
    const [school] = await tx
      .update(schools)
      .set({ campusCodesRemaining: sql`${schools.campusCodesRemaining} - 1` })
      .where(and(eq(schools.id, status.schoolId), gt(schools.campusCodesRemaining, 0)))
      .returning({ id: schools.id, remaining: schools.campusCodesRemaining });
    if (!school) {
      throw new AppError(ERROR_CODES.noRemainingCampusCode, STUDENT_MESSAGES.noRemainingCampusCode);
    }
    const card = await issueCard(tx, {
      userId,
      cobrand: "campus",
      source: "campus",
      expiresAt: status.expiresAt,
    });
    await tx.update(cards).set({ campus: school.id }).where(eq(cards.id, card.id));
    await tx
      .update(studentStatuses)
      .set({ campusCardId: card.id })
      .where(eq(studentStatuses.userId, userId));
    return { card_number: card.cardNumber, campus: school.id, remaining: school.remaining };
  });
}
