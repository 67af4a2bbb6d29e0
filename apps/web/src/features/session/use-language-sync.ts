import { useEffect } from "react";
import { useLanguageStore } from "../../i18n/language-store";
import { firstTimeThisSession } from "../../lib/storage";
import { addressChoseLanguage } from "./address-language";
import { updateLanguage } from "./api/update-language";
import { shouldSaveLanguage } from "./language-sync";
import { peekSession, type SessionView, setSessionLanguage } from "./session-query";

const LANGUAGE_APPLIED_KEY = "languageAppliedSession";

/**
 * The profile's language applies once per sign-in (session), kept per tab like the policy
 * notice, so a member who then toggles, or opens a /fr link, is not switched back on the next
 * page load. An address that names its language wins over the profile and is not saved; a
 * toggle is saved to the profile.
 */
export function useLanguageSync(view: SessionView) {
  const profile = view.snapshot.profile;
  const sessionId = view.snapshot.sessionId;

  useEffect(() => {
    if (!profile || !sessionId) return;
    if (!firstTimeThisSession(LANGUAGE_APPLIED_KEY, sessionId)) return;
    const store = useLanguageStore.getState();
    // A /fr link of this sign-in, in this page load or an earlier one of this tab.
    if (store.chosenFrom === "address" || addressChoseLanguage(sessionId)) return;
    if (store.country !== "us" && store.chosen !== profile.language) {
      store.setLanguage(profile.language, "profile");
    }
  }, [profile, sessionId]);

  useEffect(
    () =>
      useLanguageStore.subscribe((state, previous) => {
        if (state.chosen === previous.chosen) return;
        // The profile as it is now, not as this effect last rendered it: a profile saved a moment
        // ago (with its language, on /profile/edit) is already in the snapshot and must neither
        // be saved again nor be overwritten by the older copy once this save answers.
        const current = peekSession()?.profile;
        const save = shouldSaveLanguage({
          chosen: state.chosen,
          chosenFrom: state.chosenFrom,
          profileLanguage: current?.language,
          isRegistered: view.isRegistered,
          country: state.country,
        });
        if (!save || !state.chosen || !current) return;
        const language = state.chosen;
        updateLanguage(language)
          .then(() => setSessionLanguage(language))
          .catch((error) => console.error("Saving the language failed", error));
      }),
    [view.isRegistered],
  );
}
