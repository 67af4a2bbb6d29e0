export type { SignInInput } from "./api/auth-api";
export {
  reauthenticate,
  requestPasswordReset,
  resetPassword,
  signInWithEmail,
  signInWithProvider,
  signOut,
  signUpWithEmail,
} from "./api/auth-api";
export {
  deleteAccount,
  getResendRateLimit,
  isPostalValid,
  loginFailState,
  register,
  sendVerificationEmail,
  unlockAccount,
  updateProfile,
  verifyEmail,
} from "./api/users-api";
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
  SESSION_QUERY_KEY,
  setSessionProfile,
  useSession,
  VISITOR_SNAPSHOT,
} from "./session-query";
export type { ViewerStatus } from "./use-viewer";
export { useViewer } from "./use-viewer";
