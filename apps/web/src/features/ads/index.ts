/** The local record of pop-ups shown, which the e-mail opt-in pop-up keeps under its own key. */
export { readShows, recordShow } from "./ads-rules";
export { AdsPopup } from "./components/lazy-ads-popup";
