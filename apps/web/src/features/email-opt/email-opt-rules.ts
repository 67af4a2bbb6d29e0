import { type ClickRecord, canShowAd, type EmailOptRecord, emailOptMatchesPage } from "@spc/shared";
import { readString, writeString } from "../../lib/storage";

/** The e-mail pop-up's own shows, counted by the ads' throttle functions (spec §4). */
export const EMAIL_OPT_SHOWN_KEY = "email_opt_shown";
/** Set on this device once the visitor subscribed (or was told they already are). */
export const EMAIL_OPT_SUBSCRIBED_KEY = "email_opt_subscribed";

/** Spec §2.9: the e-mail pop-up opens 1000 ms after the app starts. */
export const EMAIL_OPT_DELAY_MS = 1000;

/**
 * "Not yet subscribed" (spec §2.9; decision 0045): a signed-in member whose profile says
 * email_opt_in is subscribed; so is this device once it subscribed from the pop-up (or heard
 * "already subscribed" / "already a member").
 */
export function isSubscribed(profileOptIn: boolean | undefined, localFlag: boolean): boolean {
  return profileOptIn === true || localFlag;
}

export function readSubscribedFlag(): boolean {
  return readString(EMAIL_OPT_SUBSCRIBED_KEY) !== null;
}

export function writeSubscribedFlag(now: Date): void {
  writeString(EMAIL_OPT_SUBSCRIBED_KEY, now.toISOString());
}

/**
 * The record to show, if any: records come filtered to the viewer's tier and ordered by the back
 * office's sort order; the first meant for this page ("all" or its display page) that the
 * throttle lets through wins.
 */
export function pickEmailOpt(
  records: readonly EmailOptRecord[],
  pathname: string,
  shows: readonly ClickRecord[],
  now: Date,
): EmailOptRecord | null {
  return (
    records
      .filter((record) => emailOptMatchesPage(record.display_page, pathname))
      .find((record) => canShowAd(record, shows, now)) ?? null
  );
}
