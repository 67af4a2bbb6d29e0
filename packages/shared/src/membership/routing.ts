// Route decisions of spec §2 and §4 that depend only on state, not on the router.

const normalizePath = (pathname: string): string => {
  const path = (pathname.split(/[?#]/)[0] ?? "").toLowerCase();
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
};

const under = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/**
 * Routes where the incomplete-profile alert never shows: profile, signup, activation and
 * summary screens (the member is already filling something in there).
 */
export function isProfileAlertExcludedRoute(pathname: string): boolean {
  const path = normalizePath(pathname);
  if (["/profile", "/signup", "/activate"].some((base) => under(path, base))) return true;
  return path
    .split("/")
    .some((segment) => segment === "summary" || segment.startsWith("activation"));
}

/** The incomplete-profile alert: valid members with an incomplete profile, off excluded routes. */
export function shouldShowIncompleteProfileAlert(input: {
  isValidMember: boolean;
  profileComplete: boolean;
  pathname: string;
}): boolean {
  return (
    input.isValidMember && !input.profileComplete && !isProfileAlertExcludedRoute(input.pathname)
  );
}

/** Home (/ and /mobile) sends plus-tier users to /deals unless `redirectHome` is set. */
export function homeRedirect(input: { isPlus: boolean; redirectHome: boolean }): "/deals" | null {
  return input.isPlus && !input.redirectHome ? "/deals" : null;
}

/**
 * Where a signed-in person belongs when they open a page meant for someone else (/login while
 * signed in): not registered yet → /signup to finish the account; registered without a valid
 * card → /signup/purchase; a member with a valid card → /deals, the member landing (§2.2).
 * Spec §2.3 sends a signed-in /login to /signup, which forwards a registered user to
 * /signup/purchase, which forwards a member to /deals: this is that chain in one step.
 */
export function signedInDestination(input: {
  isRegistered: boolean;
  hasValidCard: boolean;
}): "/signup" | "/signup/purchase" | "/deals" {
  if (!input.isRegistered) return "/signup";
  return input.hasValidCard ? "/deals" : "/signup/purchase";
}

/**
 * After the free-trial status is fetched in the purchase flow: buyers (no trial, no valid
 * membership) go to /signup/purchase; others go to /qr-select-membership from a QR landing,
 * else /deals.
 */
export function purchaseDestination(input: {
  isFreeTrial: boolean;
  hasValidMembership: boolean;
  fromQrLanding: boolean;
}): "/signup/purchase" | "/qr-select-membership" | "/deals" {
  if (!input.isFreeTrial && !input.hasValidMembership) return "/signup/purchase";
  return input.fromQrLanding ? "/qr-select-membership" : "/deals";
}

/** Free-trial finalisation: logged out → /signup; valid member → /deals; else stay (null). */
export function freeTrialFinalDestination(input: {
  isLoggedIn: boolean;
  hasValidMembership: boolean;
}): "/signup" | "/deals" | null {
  if (!input.isLoggedIn) return "/signup";
  return input.hasValidMembership ? "/deals" : null;
}

/** Screens allowed to lead to /purchase/summary: the signup purchase and add-subscription ones. */
export const PURCHASE_SUMMARY_ENTRIES = ["/signup/purchase", "/activate/subscription"] as const;

/** /purchase/summary is entered only from its entry screens, else the user goes to /purchase. */
export function purchaseSummaryRedirect(
  previousPath: string | null | undefined,
): "/purchase" | null {
  const previous = normalizePath(previousPath ?? "");
  return (PURCHASE_SUMMARY_ENTRIES as readonly string[]).includes(previous) ? null : "/purchase";
}

/** /purchase/completion is entered only from /purchase/summary, else the user goes to /purchase. */
export function purchaseCompletionRedirect(
  previousPath: string | null | undefined,
): "/purchase" | null {
  return normalizePath(previousPath ?? "") === "/purchase/summary" ? null : "/purchase";
}
