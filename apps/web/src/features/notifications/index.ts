export { notificationsKeys } from "./api/keys";
export { PopupMessageTimer } from "./components/popup-message-timer";
