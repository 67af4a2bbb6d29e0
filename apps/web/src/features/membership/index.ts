export { getMemberCards, MEMBER_CARDS_KEY } from "./api/cards-api";
export { EXPIRY_STATUS_KEY } from "./api/expiry-status-api";
export { memberCard } from "./test-cards";
