import { randomBytes } from "node:crypto";
import {
  type Country,
  isCardExpired,
  isCardValid,
  type MemberProfile,
  normalizePostal,
  type ProfileInput,
  type RegisterResponse,
  type RegistrationResult,
  type Tracking,
} from "@spc/shared";
import { eq, or, sql } from "drizzle-orm";
import { deleteOutboxFor } from "../../../adapters/mailer";
import type { Db } from "../../../db/client";
import { cards, loginAttempts, profiles, users, verifications } from "../../../db/schema";
import { provinceOfPostal } from "../../../lib/provinces";

type ProfileRow = typeof profiles.$inferSelect;
type CardRow = typeof cards.$inferSelect;

export function toMemberProfile(row: ProfileRow): MemberProfile {
  return {
    email: row.email,
    email_lower: row.emailLower,
    first_name: row.firstName,
    last_name: row.lastName,
    gender: row.gender,
    language: row.language,
    postal: row.postal,
    birth_date: row.birthDate,
    school_type: row.schoolType,
    school_name: row.schoolName,
    referred_by: row.referredBy,
    email_opt_in: row.emailOptIn,
    is_auto_renew: row.isAutoRenew,
    theme_id: row.themeId,
    international: row.international,
    province: row.province,
    alerts: row.alerts,
  };
}

/** Our column values from the wire fields that were given (undefined = keep). */
function columnsOf(input: Partial<ProfileInput>, country: Country) {
  const postal =
    input.postal === undefined
      ? undefined
      : input.postal === null || input.postal === ""
        ? null
        : normalizePostal(input.postal, country);
  const province =
    input.province !== undefined
      ? input.province
      : postal && country === "ca"
        ? provinceOfPostal(postal)
        : undefined;
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    gender: input.gender,
    language: country === "us" ? ("en" as const) : input.language,
    postal,
    birthDate: input.birth_date,
    schoolType: input.school_type,
    schoolName: input.school_name,
    referredBy: input.referred_by,
    emailOptIn: input.email_opt_in,
    themeId: input.theme_id,
    international: input.international,
    province,
    // Alerts are merged by the writers below (only the ones given change).
    alerts: undefined,
  };
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** What a card says about the membership (null when no card is valid). */
export function membershipType(rows: readonly CardRow[], now: Date): string | null {
  const valid = rows
    .map((row) => ({
      row,
      wire: {
        status: row.status,
        is_expired: false,
        expiry_date: row.expiryDate,
        cobrand: row.cobrand,
      },
    }))
    .filter(({ wire }) => isCardValid(wire, now) && !isCardExpired(wire, now))
    .map(({ row }) => row);
  if (valid.some((row) => row.cobrand === "cibc")) return "spc_plus";
  if (valid.some((row) => row.isTrial)) return "free_trial";
  if (valid.some((row) => row.cobrand === "campus")) return "campus";
  return valid.length > 0 ? "spc" : null;
}

function newReferralCode(): string {
  // 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L).
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}

export function createAccountsRepository(db: Db, country: Country) {
  async function findProfile(userId: string) {
    const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    return row;
  }

  async function cardsOf(userId: string) {
    return db.select().from(cards).where(eq(cards.userId, userId));
  }

  return {
    findProfile,

    /** Registration result (spec §3); `hasCard` = at least one card associated, valid or not. */
    async registration(userId: string | null, now = new Date()): Promise<RegistrationResult> {
      if (!userId) return { registered: false, hasCard: false, bmo: false, membership_type: null };
      const [profile, rows] = await Promise.all([findProfile(userId), cardsOf(userId)]);
      return {
        registered: profile !== undefined,
        hasCard: rows.length > 0,
        // No BMO programme exists in this product: always false (kept for the spec's shape).
        bmo: false,
        membership_type: membershipType(rows, now),
      };
    },

    async registerResponse(userId: string): Promise<RegisterResponse> {
      const [result, profile] = await Promise.all([this.registration(userId), findProfile(userId)]);
      return {
        ...result,
        referral_code: profile?.referralCode ?? null,
        referral_count: profile?.referralCount ?? 0,
        referral_redemption_count: profile?.referralRedemptionCount ?? 0,
      };
    },

    /** Creates the profile; false when one already exists. */
    async createProfile(
      user: { id: string; email: string },
      input: ProfileInput,
      tracking: Tracking | null,
    ): Promise<boolean> {
      const columns = withoutUndefined(columnsOf(input, country));
      for (let attempt = 0; attempt < 5; attempt++) {
        const inserted = await db
          .insert(profiles)
          .values({
            ...columns,
            userId: user.id,
            email: user.email,
            emailLower: user.email.toLowerCase(),
            firstName: input.first_name,
            lastName: input.last_name,
            referralCode: newReferralCode(),
            alerts: { policy: 0, ...input.alerts },
            tracking,
          })
          .onConflictDoNothing()
          .returning({ userId: profiles.userId });
        if (inserted.length > 0) {
          if (columns.language) {
            await db.update(users).set({ language: columns.language }).where(eq(users.id, user.id));
          }
          return true;
        }
        if (await findProfile(user.id)) return false;
        // else: referral code collision — try another
      }
      throw new Error("could not allocate a referral code");
    },

    async updateProfile(userId: string, input: Partial<ProfileInput>) {
      const columns = withoutUndefined(columnsOf(input, country));
      // The alerts given are laid over the stored ones: the policy dialog's write keeps the
      // new-member promotion's flag and the other way round (decision 0053).
      const alerts = input.alerts
        ? sql`coalesce(${profiles.alerts}, '{}'::jsonb) || ${JSON.stringify(input.alerts)}::jsonb`
        : undefined;
      const [row] = await db
        .update(profiles)
        .set({ ...columns, ...(alerts ? { alerts } : {}), updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
        .returning();
      if (row && columns.language) {
        await db.update(users).set({ language: columns.language }).where(eq(users.id, userId));
      }
      return row;
    },

    /** The identity's language always (e-mails); the profile's too when registered. */
    async updateLanguage(userId: string, language: "en" | "fr") {
      const stored = country === "us" ? "en" : language;
      await db.update(users).set({ language: stored }).where(eq(users.id, userId));
      await db
        .update(profiles)
        .set({ language: stored, updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
      return stored;
    },

    /**
     * Deletes the account and its personal data: the user row cascades to sessions (so every
     * session is revoked), social/credential accounts, profile and cards; then the mails kept for
     * the address, its lockout counters and its one-time tokens.
     */
    async deleteAccount(user: { id: string; email: string }) {
      const email = user.email.toLowerCase();
      await db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, user.id));
        await tx.delete(loginAttempts).where(eq(loginAttempts.emailLower, email));
        await tx
          .delete(verifications)
          .where(or(eq(verifications.value, user.id), eq(verifications.value, email)));
        await deleteOutboxFor(tx, email);
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
