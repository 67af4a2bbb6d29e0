/**
 * `verifyTokenFromContinueUrl` of @spc/shared, spelled out: its module imports the e-mail rule,
 * which carries zod (kept out of the browser bundle). A test checks both agree.
 */
export function tokenFromContinueUrl(continueUrl: string | null | undefined): string | null {
  if (!continueUrl) return null;
  const match = /[?&]verifyToken=([^&#]*)/.exec(continueUrl);
  if (!match?.[1]) return null;
  try {
    const token = decodeURIComponent(match[1].replace(/\+/g, " ")).trim();
    return token === "" ? null : token;
  } catch {
    return null;
  }
}

/**
 * Where a link of our e-mails goes (spec §2.3 /__/auth/action): verification links continue at
 * /emailverification with verifyToken and redirectUrl, reset links at /reset-password, unlock
 * links stay on the action page. The legacy form (mode, oobCode, apiKey, continueUrl) is read too.
 */
export type AuthAction =
  | { kind: "forward"; to: string }
  | { kind: "unlock"; token: string }
  | { kind: "invalid" };

export function verifyTokenOf(query: URLSearchParams): string | null {
  const direct = query.get("verifyToken")?.trim();
  if (direct) return direct;
  return tokenFromContinueUrl(query.get("continueUrl"));
}

export function resolveAuthAction(search: string): AuthAction {
  const query = new URLSearchParams(search);
  const mode = query.get("mode") ?? (query.has("verifyToken") ? "verifyEmail" : "");
  switch (mode) {
    case "verifyEmail": {
      const next = new URLSearchParams();
      const token = verifyTokenOf(query);
      if (token) next.set("verifyToken", token);
      const redirectUrl = query.get("redirectUrl");
      if (redirectUrl) next.set("redirectUrl", redirectUrl);
      const rest = next.toString();
      return { kind: "forward", to: `/emailverification${rest ? `?${rest}` : ""}` };
    }
    case "resetPassword": {
      const token = query.get("resetToken") ?? query.get("oobCode");
      return token
        ? { kind: "forward", to: `/reset-password?token=${encodeURIComponent(token)}` }
        : { kind: "invalid" };
    }
    case "unlockAccount": {
      const token = query.get("unlockToken");
      return token ? { kind: "unlock", token } : { kind: "invalid" };
    }
    default:
      return { kind: "invalid" };
  }
}
