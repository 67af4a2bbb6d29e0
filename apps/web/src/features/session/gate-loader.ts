import { type LoaderFunctionArgs, redirect } from "react-router";
import { decideGate, type PageGate } from "./gating";
import { logOut } from "./log-out";
import { rememberRedirect } from "./redirect-memory";
import { deriveSessionView, ensureSession } from "./session-query";

/**
 * Loader of a gated page: navigation waits while the session loads (spec §2.6), a logged-in
 * user who is not registered (or a visitor on Purchase) is redirected before anything renders,
 * and the intended route is remembered. Visitors reach the page, which shows the login prompt.
 */
export function gateLoader(gate: PageGate) {
  return async ({ request }: LoaderFunctionArgs) => {
    const snapshot = await ensureSession();
    const decision = decideGate(gate, deriveSessionView(snapshot, new Date()));
    if (decision.kind === "redirect") {
      const url = new URL(request.url);
      rememberRedirect(`${url.pathname}${url.search}`);
      throw redirect(decision.to);
    }
    return null;
  };
}

/** /logout (spec §2.3): ends the session, keeps the language, lands on /?loggedOut=true. */
export async function logoutLoader() {
  await logOut();
  return redirect("/?loggedOut=true");
}
