/**
 * Authentication for every route: resolves the better-auth session (httpOnly cookie, or
 * `Authorization: Bearer <token>` for the browser extension and app clients) into `request.user`.
 *
 * For other engineers' routes:
 *
 *   import { requireRegistered, requireUser } from "../../../plugins/auth";
 *   fastify.get("/v2/offers/:id/code", { preHandler: requireUser }, async (request) => {
 *     const memberId = request.user!.id; // ALWAYS from the session, never from body/query
 *   });
 *
 * - `request.user`: `{ id, email, emailVerified, name } | null` (null = visitor).
 * - `requireUser`: 401 `unauthorized` envelope for a visitor.
 * - `requireRegistered`: 401 as above, or 403 `not_registered` when the user has no profile yet.
 * - `sensitiveRateLimit(bucket)`: the stricter per-IP + per-e-mail budget (AUTH_RATE_LIMIT_*).
 *
 * Cross-site protection: cookie-authenticated POST/PUT/PATCH/DELETE requests, and the GETs that
 * change something (SIDE_EFFECT_GETS), must say they come from our own site (Sec-Fetch-Site
 * same-origin/none, or an Origin in AUTH_TRUSTED_ORIGINS); anything else, a missing Origin
 * included, is 403 `forbidden_origin` (docs/decisions/0019). Bearer requests are not exposed to
 * CSRF and skip the check. The /api/auth routes are better-auth's, which checks origins itself.
 */
import { ERROR_CODES } from "@spc/shared";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Config } from "../config";
import { profiles } from "../db/schema";
import { AppError } from "../lib/app-error";
import { createBudget } from "../lib/budget";
import { globalPlugin } from "./global-plugin";
import { revealOutage } from "./outage";
import { isApiPath } from "./rate-limit";
import {
  type BudgetScope,
  createSensitiveLimiter,
  type SensitiveBucket,
  type SensitiveLimiter,
} from "./sensitive-limiter";

export interface AuthUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** The session behind `request.user` (for sensitive changes that need a recent login). */
export interface AuthSessionInfo {
  id: string;
  token: string;
  createdAt: Date;
  reauthenticatedAt: Date | null;
  viaBearer: boolean;
}

/** The signed-in user and session behind a request's headers, or null for a visitor. */
export type SessionReader = (
  headers: Headers,
  viaBearer: boolean,
) => Promise<{ user: AuthUser; session: AuthSessionInfo } | null>;

declare module "fastify" {
  interface FastifyInstance {
    authLimiter: SensitiveLimiter;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    authSession: AuthSessionInfo | null;
  }
}

const AUTH_CATCH_ALL = "/api/auth/*";
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * GET routes of spec §7 that write: a link on another site must not make a signed-in member
 * redeem, reveal or record anything (SameSite=Lax sends the cookie on a top-level GET).
 */
export const SIDE_EFFECT_GETS: ReadonlySet<string> = new Set([
  "/api/users/user/may-acquisition", // ?redeem=true issues a card
  "/api/users/redeemReferral", // adds a free year to the member's card
  "/api/offers/v2/offers/:id/code", // hands out (and records) a code from the offer's pool
  "/api/offers/v2/offers/:id/url", // records the reveal of the partner link
]);

function needsSameSite(request: FastifyRequest): boolean {
  if (MUTATING.has(request.method)) return true;
  return request.method === "GET" && SIDE_EFFECT_GETS.has(request.routeOptions.url ?? "");
}

/** Copies Node's incoming headers into a web Headers (repeated headers kept). */
export function toWebHeaders(raw: FastifyRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}

function bearerToken(request: FastifyRequest): boolean {
  return /^bearer\s+\S/i.test(request.headers.authorization ?? "");
}

function hasSessionCookie(request: FastifyRequest): boolean {
  return /(?:^|;\s*)(?:__Secure-)?spc\.session_token=/.test(request.headers.cookie ?? "");
}

/**
 * True when the browser says the request comes from our own site (or from no site at all: a
 * typed address or a bookmark). A request that says neither, with no Origin and no Fetch
 * Metadata, is refused: a cookie proves nothing about who sent it, and a client that is not a
 * browser should use a Bearer token.
 */
export function isSameSiteRequest(request: FastifyRequest, trustedOrigins: string[]): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "same-origin" || fetchSite === "none") return true;
  const origin = request.headers.origin;
  return origin !== undefined && trustedOrigins.includes(origin);
}

/**
 * `readSession` comes from the identity service (`sessionReaderOf(app.auth)` in app.ts): the
 * plugin decides when a request's session is read and what a refusal looks like, the service
 * how a session is found.
 */
export const authPlugin = globalPlugin<{ config: Config; readSession: SessionReader }>(
  "spc-auth",
  async (fastify, { config, readSession }) => {
    fastify.decorate(
      "authLimiter",
      createSensitiveLimiter(createBudget(fastify, "auth", config.auth.rateLimit)),
    );
    fastify.decorateRequest("user", null);
    fastify.decorateRequest("authSession", null);

    fastify.addHook("onRequest", async (request) => {
      // better-auth's own routes (the catch-all) resolve sessions and check origins themselves.
      if (!isApiPath(request.url) || request.routeOptions.url === AUTH_CATCH_ALL) return;
      const viaBearer = bearerToken(request);
      if (!viaBearer && !hasSessionCookie(request)) return;
      if (!viaBearer && needsSameSite(request)) {
        if (!isSameSiteRequest(request, config.auth.trustedOrigins)) {
          throw new AppError(
            ERROR_CODES.forbiddenOrigin,
            "Cross-site requests cannot use the session cookie",
          );
        }
      }
      const headers = toWebHeaders(request.headers);
      if (viaBearer) headers.delete("cookie"); // the token alone decides
      // better-auth reports a lost database as "failed to get session": an outage is a 503.
      const result = await revealOutage(fastify.database, () => readSession(headers, viaBearer));
      if (!result) return;
      request.user = result.user;
      request.authSession = result.session;
    });
  },
);

/** preHandler: 401 `unauthorized` unless signed in. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  if (!request.user) throw AppError.unauthorized();
};

/** preHandler: 401 unless signed in, 403 `not_registered` unless the user has a profile. */
export const requireRegistered: preHandlerAsyncHookHandler = async function (request) {
  if (!request.user) throw AppError.unauthorized();
  const [profile] = await this.database.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, request.user.id));
  if (!profile) {
    throw new AppError(ERROR_CODES.notRegistered, "Complete your registration first");
  }
};

/** preHandler: the stricter budget of the sensitive calls (see ./sensitive-limiter). */
export function sensitiveRateLimit(
  bucket: SensitiveBucket,
  scope?: BudgetScope,
): preHandlerAsyncHookHandler {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    await this.authLimiter.check(request, reply, bucket, scope);
  };
}
