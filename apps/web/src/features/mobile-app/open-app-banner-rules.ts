// Spec §1: the banner stays off the deal, collection, contest and add-subscription screens.
const HIDDEN_ON: readonly RegExp[] = [
  /^\/deals\/offer\/[^/]+$/,
  /^\/deals\/[^/]+\/offer\/[^/]+$/,
  /^\/offer\/[^/]+$/,
  /^\/weekly-deals\/[^/]+$/,
  /^\/contest(\/|$)/,
  /^\/landingcontest\//,
  /^\/(12-days-giveaways-2024|holiday-contest|bdaycontest|frost-activation-2025|frost-2025-matchgame|cibc_trade_contest)$/,
  /^\/activate\/subscription$/,
];

export function isOpenAppBannerHidden(pathname: string): boolean {
  return HIDDEN_ON.some((pattern) => pattern.test(pathname));
}

/** sessionStorage key: a dismissal lasts for the browser session. */
export const OPEN_APP_DISMISSED_KEY = "open-app-banner-dismissed";
