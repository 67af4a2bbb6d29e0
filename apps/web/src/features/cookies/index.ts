export { useConsent } from "./consent-store";
