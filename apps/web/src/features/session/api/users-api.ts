import type {
  Card,
  Language,
  LoginState,
  MemberProfile,
  ProfileInput,
  RegisterResponse,
  RegistrationResult,
} from "@spc/shared";
import { ApiError, apiRequest } from "../../../lib/api-client";

// Users service (spec §7), accounts part. Types only come from @spc/shared: no zod in the bundle.
const USERS = "/api/users";

/** GET /userIsRegistered (a visitor gets all false). */
export function getRegistration(signal?: AbortSignal) {
  return apiRequest<RegistrationResult>(`${USERS}/userIsRegistered`, { signal });
}

/** GET /v2/user/register: the member's profile. */
export async function getProfile(signal?: AbortSignal): Promise<MemberProfile> {
  const body = await apiRequest<{ profile: MemberProfile }>(`${USERS}/v2/user/register`, {
    signal,
  });
  return body.profile;
}

/** PUT /v2/user/register: only the fields given change. */
export async function updateProfile(profile: Partial<ProfileInput>): Promise<MemberProfile> {
  const body = await apiRequest<{ profile: MemberProfile }>(`${USERS}/v2/user/register`, {
    method: "PUT",
    body: { profile },
  });
  return body.profile;
}

/** POST /v2/user/register: creates the profile of the signed-in identity. */
export function register(profile: ProfileInput, tracking?: Record<string, unknown>) {
  return apiRequest<RegisterResponse>(`${USERS}/v2/user/register`, {
    method: "POST",
    body: { profile, ...(tracking ? { tracking } : {}) },
  });
}

/** PUT /user/update_language. */
export function updateLanguage(language: Language) {
  return apiRequest<{ data: { language: Language } }>(`${USERS}/user/update_language`, {
    method: "PUT",
    body: { language },
  });
}

/** DELETE /deleteUser (needs a recent sign-in or reauthentication). */
export function deleteAccount() {
  return apiRequest<{ data: { deleted: true } }>(`${USERS}/deleteUser`, { method: "DELETE" });
}

/**
 * POST /updateLoginFailAttempt: the lock state after a failed sign-in, as it applies to this
 * browser (remaining_attempts 1: the next failure locks). Read-only; counted per address.
 */
export async function loginFailState(email: string): Promise<LoginState> {
  const body = await apiRequest<{ data: LoginState }>(`${USERS}/updateLoginFailAttempt`, {
    method: "POST",
    body: { email: email.trim() },
  });
  return body.data;
}

/** POST /isAllowedLogin: whether e-mail sign-in is allowed (not locked). */
export async function isAllowedLogin(email: string): Promise<LoginState> {
  const body = await apiRequest<{ data: LoginState }>(`${USERS}/isAllowedLogin`, {
    method: "POST",
    body: { email },
  });
  return body.data;
}

/** POST /user/verifyemail with the link's verifyToken (no session needed). */
export function verifyEmail(verifyToken: string) {
  return apiRequest<{ data: { email_verified: true; message: string } }>(
    `${USERS}/user/verifyemail`,
    { method: "POST", body: { verifyToken } },
  );
}

export interface AccessTokenAnswer {
  message: string;
  sent: boolean;
  email_verified: boolean;
  rate_limited: boolean;
  retry_after_seconds: number;
}

/** POST /user/accesstoken: (re)sends the verification e-mail. */
export async function sendVerificationEmail(redirect?: string): Promise<AccessTokenAnswer> {
  const body = await apiRequest<{ data: AccessTokenAnswer }>(`${USERS}/user/accesstoken`, {
    method: "POST",
    body: { resend_verification: true, ...(redirect ? { redirect } : {}) },
  });
  return body.data;
}

/** GET /update/resendratelimit. */
export async function getResendRateLimit(signal?: AbortSignal) {
  const body = await apiRequest<{ data: { rate_limited: boolean; retry_after_seconds: number } }>(
    `${USERS}/update/resendratelimit`,
    { signal },
  );
  return body.data;
}

/** POST /unlock-account with the token of the e-mailed unlock link. */
export function unlockAccount(token: string) {
  return apiRequest<unknown>(`${USERS}/unlock-account`, { method: "POST", body: { token } });
}

/** GET /validate/postal/{postal}: false on any failure (spec §8: the exception returns false). */
export async function isPostalValid(postal: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const body = await apiRequest<{ data?: { is_valid?: boolean } }>(
      `${USERS}/validate/postal/${encodeURIComponent(postal.trim())}`,
      { signal },
    );
    return body.data?.is_valid === true;
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

/**
 * GET /v2/cardsForUser. The cards service may not exist yet: a 404 means "no cards". The answer
 * is accepted as a bare list or wrapped in `data` / `cards`.
 */
export async function getCards(signal?: AbortSignal): Promise<Card[]> {
  try {
    const body = await apiRequest<unknown>(`${USERS}/v2/cardsForUser`, { signal });
    return cardsOf(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function cardsOf(body: unknown): Card[] {
  if (Array.isArray(body)) return body as Card[];
  if (typeof body === "object" && body !== null) {
    for (const key of ["data", "cards"] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as Card[];
      if (typeof value === "object" && value !== null && "cards" in value) {
        const nested = (value as { cards: unknown }).cards;
        if (Array.isArray(nested)) return nested as Card[];
      }
    }
  }
  return [];
}
