// session-effects.tsx still imports the custom-token exchange from here; point it at
// ./exchange-custom-token and delete this file.
export { exchangeCustomToken } from "./exchange-custom-token";
