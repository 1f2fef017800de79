import { useHostEntries } from "../imperative-host/use-host-entries";
import { notificationStore } from "./notification-api";

/** The headless layer: the notifications to show, for a host with its own look. */
export function useNotifications() {
  return { notifications: useHostEntries(notificationStore), close: notificationStore.close };
}
