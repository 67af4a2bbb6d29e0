export { ResendVerification } from "./components/resend-verification";
export { SocialSignIn } from "./components/social-sign-in";
export { errorMessageId, reauthErrorMessageId } from "./error-messages";
export { RESEND_COOLDOWN_SECONDS, startResendCountdown } from "./resend-countdown";
export type { Credentials } from "./validation";
export {
  validateCredentials,
  validateEmailField,
  validatePasswordField,
  validateRequired,
} from "./validation";
