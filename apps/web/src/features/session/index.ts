export { rememberAddressLanguage } from "./address-language";
export { deleteAccount } from "./api/delete-account";
export { getResendRateLimit } from "./api/get-resend-rate-limit";
export { isPostalValid } from "./api/is-postal-valid";
export { sessionKeys } from "./api/keys";
export { loginFailState } from "./api/login-fail-state";
export { reauthenticate } from "./api/reauthenticate";
export { register } from "./api/register";
export { requestPasswordReset } from "./api/request-password-reset";
export { resetPassword } from "./api/reset-password";
export { sendVerificationEmail } from "./api/send-verification-email";
export type { SignInAnswer, SignInInput } from "./api/sign-in-with-email";
export { signInWithEmail } from "./api/sign-in-with-email";
export { signInWithProvider } from "./api/sign-in-with-provider";
export { signOut } from "./api/sign-out";
export { signUpWithEmail } from "./api/sign-up-with-email";
export { unlockAccount } from "./api/unlock-account";
export { updateProfile } from "./api/update-profile";
export { verifyEmail } from "./api/verify-email";
export { CreateAccountLink } from "./components/create-account-link";
export { HeaderSession, headerVariant } from "./components/header-session";
export { IncompleteProfileAlert } from "./components/incomplete-profile-alert";
export { GATE_LAYOUTS } from "./components/page-gate";
export { SessionEffects } from "./components/session-effects";
export { gateLoader, logoutLoader } from "./gate-loader";
export type { PageGate } from "./gating";
export { afterLoginDestination, PURCHASE_NAVIGATION_PARAM } from "./gating";
export { logOut } from "./log-out";
export { peekRedirect, rememberRedirect, safeRedirectPath, takeRedirect } from "./redirect-memory";
export type { SessionSnapshot } from "./session-query";
export {
  clearSession,
  deriveSessionView,
  ensureSession,
  isSnapshotProfileComplete,
  peekSession,
  refreshSession,
  setSessionProfile,
  useSession,
  VISITOR_SNAPSHOT,
} from "./session-query";
export type { ViewerStatus } from "./use-viewer";
export { useViewer, viewerStatusOf } from "./use-viewer";
