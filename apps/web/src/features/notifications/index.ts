export { notificationsKeys } from "./api/keys";
