import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
// Global styles first, so component styles (imported by the app) come later and win ties.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/buttons.css";
import { App } from "./app/app";
import { createAppRouter } from "./app/router";
import { parseLanguagePrefix } from "./i18n/language-prefix";
import { selectLanguage, useLanguageStore } from "./i18n/language-store";
import { loadMessages } from "./i18n/messages";

// The first catalogue starts downloading now, alongside the page's chunks (preloaded by its
// HTML), rather than after the first render: a /fr… address wins over the stored choice.
const firstLanguage =
  parseLanguagePrefix(window.location.pathname).language ??
  selectLanguage(useLanguageStore.getState());

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

/**
 * Runs `step` in a task of its own: start-up is a few steps of 10–30 ms each on this machine,
 * four times that on a slowed phone, and one task for all of them blocked the page for a
 * quarter of a second (issue 4, total blocking time). Between tasks the browser paints and
 * answers input, and the catalogue and the page's chunks keep downloading.
 */
function inNextTask<T>(step: () => T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(step()), 0));
}

// index.html's skeleton stays on screen until the catalogue is here (nothing renders without
// words). The first render is then a transition: React builds the shell and page in slices
// and the browser stays responsive between them, where a catalogue arriving mid-render forced
// one long synchronous task (issue 4, Lighthouse total blocking time on a phone). If the
// catalogue fails, the app renders anyway and the I18nProvider retries and reports it.
const messages = loadMessages(firstLanguage).catch(() => undefined);

// The router (routes ranked, address matched, the page's code asked for) in one task; React's
// root (its event listeners) in the next.
const router = inNextTask(createAppRouter);
const root = router.then(() => inNextTask(() => createRoot(container)));

Promise.all([root, router, messages]).then(([reactRoot, appRouter]) =>
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App router={appRouter} />
      </StrictMode>,
    ),
  ),
);
