export { logCookieConsent } from "./api/log-cookie-consent";
export { onConsentChosen, useConsent } from "./consent-store";
export { trackEvent } from "./measurement/track-event";
