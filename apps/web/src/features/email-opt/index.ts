/** The e-mail opt-in pop-up's timer: the root layout loads it lazily once the page has loaded. */
export { EmailOptPopup } from "./components/email-opt-popup";
