import { VERIFICATION_RESEND_COOLDOWN_SECONDS, validatePassword } from "@spc/shared";
import { betterAuth, type SecondaryStorage } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { bearer } from "better-auth/plugins/bearer";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mailer";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { accounts, sessions, twoFactors, users, verifications } from "../../db/schema";
import type { Budget } from "../../lib/budget";
import { noteLoggedFailure } from "../../plugins/outage";
import { handleFailedSignIn } from "./credentials";
import { customTokenPlugin } from "./custom-token";
import { createAccountMails } from "./emails";
import { createLockout } from "./lockout";
import { resolveAuthSecret } from "./secret";
import { signInMethodOf } from "./sign-in-method";
import { createTrustedDevices } from "./trusted-device";

/** The header the Fastify bridge sets to the client IP it trusts (see TRUST_PROXY). */
export const CLIENT_IP_HEADER = "x-spc-client-ip";

const ACCOUNT_LOCKED = {
  code: "ACCOUNT_LOCKED",
  message:
    "Too many failed sign-ins: this account is locked for a while. Try again later or use the unlock link we e-mailed.",
};

const WEAK_PASSWORD = {
  code: "PASSWORD_TOO_WEAK",
  message:
    "The password needs at least 8 characters, a digit, an upper-case and a lower-case letter",
};

function checkPassword(password: unknown) {
  if (typeof password === "string" && validatePassword(password).length > 0) {
    throw APIError.from("BAD_REQUEST", WEAK_PASSWORD);
  }
}

export interface CreateAuthOptions {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Failed sign-ins per trusted device (a DEVICE_FAILURES budget of the limiter store). */
  deviceFailures: Budget;
  /** Redis as better-auth's secondary storage of sessions (REDIS_URL); the database stays the record. */
  secondaryStorage?: SecondaryStorage;
  log?: FastifyBaseLogger;
}

/** Seconds left before another verification e-mail may go to this user (0 = may send now). */
export function resendWaitSeconds(sentAt: Date | null | undefined, now = new Date()): number {
  if (!sentAt) return 0;
  const elapsed = (now.getTime() - sentAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(VERIFICATION_RESEND_COOLDOWN_SECONDS - elapsed));
}

/**
 * The better-auth instance: e-mail + password (sign-up never signs in and answers the same for
 * a known e-mail, whose owner gets an e-mail instead), verification and reset e-mails through our
 * mailer, lockout enforced on /sign-in/email, bearer tokens, custom-token auto-login, social
 * providers only when their keys are configured.
 */
export function createAuth(options: CreateAuthOptions) {
  const { config, db, mailer, log } = options;
  const mails = createAccountMails(db, mailer, config.publicUrl);
  const lockout = createLockout(db);
  const secret = resolveAuthSecret(config);
  const devices = createTrustedDevices({
    secret,
    secure: config.isProduction,
    failures: options.deviceFailures,
  });
  const social = config.auth.socialProviders;
  const trustedOrigins = [...config.auth.trustedOrigins];
  if (social.apple) trustedOrigins.push("https://appleid.apple.com");

  const auth = betterAuth({
    appName: "SPC",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    trustedOrigins,
    telemetry: { enabled: false },
    // Our own limiter (plugins/sensitive-limiter.ts) answers with the API's 429 envelope.
    rateLimit: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        // Read even when silent: a lost connection it logs and hides is a 503 (plugins/outage).
        noteLoggedFailure(args);
        if (config.logLevel === "silent") return;
        const target = log ?? console;
        const method = level === "error" ? "error" : level === "warn" ? "warn" : "info";
        target[method]({ better_auth: args }, message);
      },
    },
    user: {
      additionalFields: {
        language: { type: "string", required: false, defaultValue: "en", input: true },
        verificationSentAt: { type: "date", required: false, input: false, returned: false },
      },
    },
    // With REDIS_URL, sessions are read from Redis and written to both: the database stays the
    // record (a Redis miss or outage reads it), and one-time tokens stay in the database, where
    // our own calls (unlock links, account deletion) find them.
    ...(options.secondaryStorage
      ? { secondaryStorage: options.secondaryStorage, verification: { storeInDatabase: true } }
      : {}),
    session: {
      storeSessionInDatabase: true,
      additionalFields: {
        reauthenticatedAt: { type: "date", required: false, input: false },
        signInMethod: { type: "string", required: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Recorded once, when the session opens: the web's allowed-login check reads it. A staff
          // member's session ends sooner (the back office's guard also counts from its start).
          before: async (session, context) => {
            const [user] = await db
              .select({ role: users.role })
              .from(users)
              .where(eq(users.id, session.userId));
            const staffEnd = new Date(Date.now() + config.auth.staffSessionMs);
            const expiresAt =
              user?.role && staffEnd < session.expiresAt ? staffEnd : session.expiresAt;
            return { data: { ...session, expiresAt, signInMethod: signInMethodOf(context) } };
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Never sign in at sign-up: the answer must be the same for a known e-mail (no enumeration).
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, token }) => {
        await mails.resetPassword(user, token);
      },
      onPasswordReset: async ({ user }) => {
        await lockout.reset(user.email);
      },
      onExistingUserSignUp: async ({ user }) => {
        await mails.signUpAttempt(user);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url, token }) => {
        const [row] = await db
          .select({ sentAt: users.verificationSentAt })
          .from(users)
          .where(eq(users.id, user.id));
        if (resendWaitSeconds(row?.sentAt) > 0) return; // cooldown: silently not re-sent
        await db.update(users).set({ verificationSentAt: new Date() }).where(eq(users.id, user.id));
        const redirect = new URL(url).searchParams.get("callbackURL");
        await mails.verification(user, token, redirect ?? "/");
      },
    },
    socialProviders: {
      ...(social.google ? { google: social.google } : {}),
      ...(social.facebook ? { facebook: social.facebook } : {}),
      ...(social.apple ? { apple: social.apple } : {}),
    },
    advanced: {
      cookiePrefix: "spc",
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.isProduction },
      // better-auth skips its origin check under NODE_ENV=test; we want it everywhere.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        switch (ctx.path) {
          case "/sign-up/email": {
            checkPassword(body.password);
            const language = body.language === "fr" ? "fr" : "en";
            return { context: { body: { ...body, language } } };
          }
          case "/sign-in/email": {
            if (typeof body.email !== "string") return;
            // A browser the account signed in on before answers to its own lock only.
            const device = devices.read(ctx.headers?.get("cookie"), body.email);
            const state = device ? await devices.state(device) : await lockout.state(body.email);
            if (!state.is_allowed) throw APIError.from("FORBIDDEN", ACCOUNT_LOCKED);
            return;
          }
          case "/reset-password":
            checkPassword(body.newPassword);
            return;
          case "/change-password":
            checkPassword(body.newPassword);
            // A password change always signs out every other session.
            return { context: { body: { ...body, revokeOtherSessions: true } } };
          default:
            return;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" && ctx.path !== "/custom-token") return;
        const returned = ctx.context.returned;
        const signedIn = ctx.context.newSession?.user;
        if (ctx.path === "/sign-in/email") {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (typeof email !== "string") return;
          const device = devices.read(ctx.headers?.get("cookie"), email);
          if (isAPIError(returned)) {
            if (returned.statusCode !== 401) return;
            if (device) await devices.recordFailure(device);
            else await handleFailedSignIn(db, lockout, mails, email);
            return;
          }
          // The owner's success on their own browser leaves a lock held against other clients.
          if (!device || (await lockout.state(email)).is_allowed) await lockout.reset(email);
        }
        // A password or a one-time login link proved the owner: this browser is now theirs too.
        if (signedIn && !isAPIError(returned)) {
          ctx.setHeader("set-cookie", devices.issue(signedIn.email));
        }
      }),
    },
    plugins: [
      bearer(),
      customTokenPlugin(),
      // TOTP second factor: required for staff by the back office's guard, open to anyone.
      twoFactor({ issuer: "SPC", backupCodeOptions: { amount: 10 } }),
    ],
  });
  return Object.assign(auth, { spc: { lockout, mails, devices } });
}

export type Auth = ReturnType<typeof createAuth>;
