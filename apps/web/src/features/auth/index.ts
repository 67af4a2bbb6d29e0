export { ResendVerification } from "./components/resend-verification";
export { SocialSignIn } from "./components/social-sign-in";
export { reauthErrorMessageId } from "./reauth-errors";
export { RESEND_COOLDOWN_SECONDS, startResendCountdown } from "./resend-countdown";
export type { Credentials } from "./validation";
export {
  validateCredentials,
  validateEmailField,
  validatePasswordField,
  validateRequired,
} from "./validation";
