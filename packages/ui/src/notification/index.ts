export { NotificationHost, type NotificationHostProps } from "./NotificationHost";
export {
  type CloseNotification,
  DEFAULT_NOTIFICATION_DURATION,
  type NotificationOptions,
  type NotificationPlacement,
  type NotificationType,
  notification,
} from "./notification-api";
export { useNotifications } from "./use-notifications";
