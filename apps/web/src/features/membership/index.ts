export { useFreeTrialStatus } from "./api/get-free-trial-status";
export { useMemberCards } from "./api/get-member-cards";
export { membershipKeys } from "./api/keys";
export { memberCard } from "./test-cards";
