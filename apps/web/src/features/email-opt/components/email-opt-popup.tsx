import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { openModalWhenFree, useModalStore } from "../../../components/modal/modal-store";
import { parseLanguagePrefix } from "../../../i18n/language-prefix";
import { isCrawler } from "../../../lib/visitor";
import { readShows, recordShow } from "../../ads";
import { useConsent } from "../../cookies";
import { useSession } from "../../session";
import { getEmailOpts } from "../api/email-opt-api";
import {
  EMAIL_OPT_DELAY_MS,
  EMAIL_OPT_SHOWN_KEY,
  isSubscribed,
  pickEmailOpt,
  readSubscribedFlag,
} from "../email-opt-rules";

/** Pages where asking would be beside the point: the newsletter's own pages and the back office. */
export function skipsEmailOpt(pathname: string): boolean {
  const { path } = parseLanguagePrefix(pathname);
  return path.startsWith("/newsletter") || path.startsWith("/admin");
}

/**
 * The e-mail opt-in pop-up's timer (spec §2.9; decision 0045), once per start of the app: 1000 ms
 * after the page started (later if the cookie choice or the session is still pending), only when
 * the viewer is not subscribed, through the notice queue's rule (never over a dialog: if one is
 * open, this start asks nothing), and throttled per record like the ads.
 */
export function EmailOptPopup() {
  const { pathname } = useLocation();
  const session = useSession();
  const consent = useConsent();
  const done = useRef(false);
  const member = useRef(false);
  member.current = session.snapshot.profile !== null;
  const subscribed = isSubscribed(session.snapshot.profile?.email_opt_in, readSubscribedFlag());
  const ready = !session.loading && consent !== null && !subscribed && !skipsEmailOpt(pathname);

  useEffect(() => {
    if (done.current || !ready || isCrawler()) return;
    const delay = Math.max(0, EMAIL_OPT_DELAY_MS - performance.now());
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      done.current = true;
      try {
        const { data } = await getEmailOpts(controller.signal);
        if (useModalStore.getState().current) return;
        const now = new Date();
        const record = pickEmailOpt(
          data,
          window.location.pathname,
          readShows(EMAIL_OPT_SHOWN_KEY),
          now,
        );
        if (!record) return;
        recordShow(record.id, now, EMAIL_OPT_SHOWN_KEY);
        // A registered member subscribes their account's address: the simple opt-in.
        openModalWhenFree(member.current ? "simple-email-opt" : "email-opt", { record });
      } catch (error) {
        // Spec §8: pop-up failures are logged only.
        if (!controller.signal.aborted) console.error("E-mail pop-up records failed", error);
      }
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [ready]);

  return null;
}
