import type { ReactNode } from "react";
import { createImperativeStore } from "../imperative-host/imperative-store";

export type NotificationType = "info" | "success" | "warning" | "error";
export type NotificationPlacement = "topRight" | "topLeft" | "bottomRight" | "bottomLeft";

/** Seconds a notification stays by default (Ant Design's 4.5 s). */
export const DEFAULT_NOTIFICATION_DURATION = 4.5;

export interface NotificationOptions {
  /** Shows the type's icon; none by default. */
  type?: NotificationType;
  title: ReactNode;
  description?: ReactNode;
  /** Seconds before it closes by itself; `0` keeps it until closed. Default 4.5. */
  duration?: number;
  /** Opening again with the same key replaces the notification in place. */
  key?: string;
  /** Default `topRight`. */
  placement?: NotificationPlacement;
  /** Buttons under the description, e.g. 去处理. */
  actions?: ReactNode;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  /** Called once the notification has gone, whatever closed it. */
  onClose?: () => void;
  className?: string;
}

/** Closes the notification it was returned for. */
export type CloseNotification = () => void;

/** Where `notification.*` put their notifications; `<NotificationHost>` shows them. */
export const notificationStore = createImperativeStore<NotificationOptions>("kanya-notification");

function open(options: NotificationOptions): CloseNotification {
  const key = notificationStore.open(options, options.key);
  return () => notificationStore.close(key);
}

const typed =
  (type: NotificationType) =>
  (options: Omit<NotificationOptions, "type">): CloseNotification =>
    open({ ...options, type });

/**
 * Global notifications (title and description) in a corner, as Ant Design's `notification`:
 * `notification.error({ title: "拒绝访问", description })`. Each call returns a function that closes it.
 * Nothing shows until a `<NotificationHost />` is rendered once near the root of the app.
 */
export const notification = {
  open,
  info: typed("info"),
  success: typed("success"),
  warning: typed("warning"),
  error: typed("error"),
  /** Closes the notification with `key`, or every notification. */
  destroy(key?: string): void {
    if (key === undefined) notificationStore.closeAll();
    else notificationStore.close(key);
  },
};
