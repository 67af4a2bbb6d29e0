import { ApiError, apiRequest } from "../../../lib/api-client";

// better-auth under /api/auth (the API turns its errors into the common envelope).

/** The identity user of a better-auth session (spec §3 "Identity user"). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
}

export interface AuthSession {
  user: SessionUser;
  session: {
    id: string;
    token: string;
    expiresAt: string;
    createdAt?: string;
    /** How this session was opened: "password", "google", "facebook", "apple", "custom_token". */
    signInMethod?: string | null;
  };
}

/** GET /api/auth/get-session: the current session, or null for a visitor (the body is `null`). */
export async function getAuthSession(signal?: AbortSignal): Promise<AuthSession | null> {
  try {
    const body = await apiRequest<AuthSession | null>("/api/auth/get-session", { signal });
    return body?.user ? body : null;
  } catch (error) {
    // apiRequest rejects a JSON `null` body as "not JSON": for this endpoint it means "no session".
    if (error instanceof ApiError && error.code === "unexpected_response" && error.status === 200) {
      return null;
    }
    throw error;
  }
}
