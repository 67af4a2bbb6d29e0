export { AdsPopup } from "./components/lazy-ads-popup";
