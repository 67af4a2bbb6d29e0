export { OpenAppBanner } from "./components/open-app-banner";
