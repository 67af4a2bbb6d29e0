import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// Global styles first, so component styles (imported by the app) come later and win ties.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/buttons.css";
import { App } from "./app/app";
import { parseLanguagePrefix } from "./i18n/language-prefix";
import { selectLanguage, useLanguageStore } from "./i18n/language-store";
import { loadMessages } from "./i18n/messages";

// The first catalogue starts downloading now, alongside the route chunks the router has just
// asked for, rather than after the first render: a /fr… address wins over the stored choice.
const firstLanguage =
  parseLanguagePrefix(window.location.pathname).language ??
  selectLanguage(useLanguageStore.getState());
loadMessages(firstLanguage).catch(() => {
  // The I18nProvider asks again (and reports the failure) when it mounts.
});

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
