import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
// Global styles first, so component styles (imported by the app) come later and win ties.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/buttons.css";
import { App } from "./app/app";
import { type AppRouter, createAppRouter } from "./app/router";
import { parseLanguagePrefix } from "./i18n/language-prefix";
import { selectLanguage, useLanguageStore } from "./i18n/language-store";
import { loadMessages } from "./i18n/messages";

// The first catalogue starts downloading now, alongside the route chunks the router has just
// asked for, rather than after the first render: a /fr… address wins over the stored choice.
const firstLanguage =
  parseLanguagePrefix(window.location.pathname).language ??
  selectLanguage(useLanguageStore.getState());

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");
const root = createRoot(container);

// index.html's skeleton stays on screen until the catalogue is here (nothing renders without
// words). The first render is then a transition: React builds the shell and page in slices
// and the browser stays responsive between them, where a catalogue arriving mid-render forced
// one long synchronous task (issue 4, Lighthouse total blocking time on a phone). If the
// catalogue fails, the app renders anyway and the I18nProvider retries and reports it.
const messages = loadMessages(firstLanguage).catch(() => undefined);

// The router is built in the next task, not in the one that evaluates the modules (see
// createAppRouter); the catalogue and the page's chunks download meanwhile.
const router = new Promise<AppRouter>((resolve) => {
  setTimeout(() => resolve(createAppRouter()), 0);
});

Promise.all([router, messages]).then(([appRouter]) =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={appRouter} />
      </StrictMode>,
    ),
  ),
);
