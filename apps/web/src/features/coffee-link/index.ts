export { LinkingGateTimer } from "./components/gate-timer";
