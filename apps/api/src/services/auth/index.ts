// The identity service's door: what the app, other services and the CLI may use.
export { type Auth, resendWaitSeconds } from "./auth";
export { checkCredentials, checkPasswordOnly } from "./credentials";
export { mintLoginToken, UnknownAccountError } from "./custom-token";
export { DEMO_STAFF, DEMO_STAFF_TOTP_SECRET, ensureDemoStaff } from "./demo-staff";
export { mailLanguageOf } from "./emails";
export { normalizeEmail } from "./lockout";
export { identityPlugin } from "./plugin";
export { authRoutes as authService } from "./routes";
export { sessionReaderOf } from "./session-reader";
export {
  createStaffAccount,
  enableTotpWithSecret,
  generateStaffPassword,
} from "./staff-accounts";
