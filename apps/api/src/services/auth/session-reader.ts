import type { SessionReader } from "../../plugins/auth";
import type { Auth } from "./auth";

/** The auth plugin's view of a better-auth session: who is signed in, and how. */
export function sessionReaderOf(auth: Auth): SessionReader {
  return async (headers, viaBearer) => {
    const result = await auth.api.getSession({ headers, query: { disableRefresh: true } });
    if (!result) return null;
    return {
      user: {
        id: result.user.id,
        email: result.user.email,
        emailVerified: result.user.emailVerified,
        name: result.user.name,
      },
      session: {
        id: result.session.id,
        token: result.session.token,
        createdAt: new Date(result.session.createdAt),
        reauthenticatedAt: result.session.reauthenticatedAt
          ? new Date(result.session.reauthenticatedAt)
          : null,
        viaBearer,
      },
    };
  };
}
