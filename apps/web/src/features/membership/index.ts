export { useFreeTrialStatus } from "./api/get-free-trial-status";
export { useMemberCards } from "./api/get-member-cards";
export { membershipKeys } from "./api/keys";
export { QR_QUIET_ZONE, qrMatrix, qrPath } from "./qr-path";
export { memberCard } from "./test-cards";
