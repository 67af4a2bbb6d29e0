import { randomBytes, randomUUID } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, getSessionFromCtx } from "better-auth/api";
import { deleteSessionCookie, setSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { users, verifications } from "../../db/schema";
import { normalizeEmail, sha256 } from "./lockout";

/** Custom tokens are short-lived and single-use. */
export const CUSTOM_TOKEN_TTL_MS = 5 * 60 * 1000;
const PREFIX = "custom-token:";

export class UnknownAccountError extends Error {
  override name = "UnknownAccountError";
}

/**
 * Mints an auto-login token for an existing account (server side only: the CLI
 * `src/cli/mint-login-token.ts`, or any trusted server code — no admin session needed). Only a
 * hash is stored. The link `PUBLIC_URL/?auto_login=yes&custom_token=…` makes the web call
 * POST /api/auth/custom-token, which exchanges it once for a session.
 */
export async function mintLoginToken(
  db: Db,
  email: string,
  options: { publicUrl: string; ttlMs?: number; now?: Date },
): Promise<{ token: string; url: string; expiresAt: Date; userId: string }> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!user) throw new UnknownAccountError(`No account for ${email}`);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(
    (options.now ?? new Date()).getTime() + (options.ttlMs ?? CUSTOM_TOKEN_TTL_MS),
  );
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: `${PREFIX}${sha256(token)}`,
    value: user.id,
    expiresAt,
  });
  const url = `${options.publicUrl}/?auto_login=yes&custom_token=${encodeURIComponent(token)}`;
  return { token, url, expiresAt, userId: user.id };
}

const INVALID_TOKEN = {
  code: "INVALID_TOKEN",
  message: "This sign-in link is invalid or has expired",
};

/**
 * better-auth plugin: POST /api/auth/custom-token { token }. Signs out the current session (if
 * any) first, then consumes the token atomically and opens a session (cookie, and the
 * `set-auth-token` header through the bearer plugin).
 */
export const customTokenPlugin = () =>
  ({
    id: "spc-custom-token",
    endpoints: {
      exchangeCustomToken: createAuthEndpoint(
        "/custom-token",
        { method: "POST", body: z.object({ token: z.string().min(1).max(200) }) },
        async (ctx) => {
          const current = await getSessionFromCtx(ctx).catch(() => null);
          if (current) {
            await ctx.context.internalAdapter.deleteSession(current.session.token);
            deleteSessionCookie(ctx);
          }
          const record = await ctx.context.internalAdapter.consumeVerificationValue(
            `${PREFIX}${sha256(ctx.body.token)}`,
          );
          if (!record || record.expiresAt < new Date()) {
            throw APIError.from("UNAUTHORIZED", INVALID_TOKEN);
          }
          const user = await ctx.context.internalAdapter.findUserById(record.value);
          if (!user) throw APIError.from("UNAUTHORIZED", INVALID_TOKEN);
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session) throw APIError.fromStatus("INTERNAL_SERVER_ERROR");
          await setSessionCookie(ctx, { session, user });
          return ctx.json({
            token: session.token,
            user: {
              id: user.id,
              email: user.email,
              name: user.name,
              emailVerified: user.emailVerified,
            },
          });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
