export { NewMemberPromoTimer } from "./components/timer";
