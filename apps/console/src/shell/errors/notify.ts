import type { NotificationOptions } from "@kanya/ui/notification";

type Listener = () => void;

let asked = false;
const listeners = new Set<Listener>();

/** Whether any notification has been asked for yet: its host mounts from then on. */
export const notificationsAsked = () => asked;

export function subscribeNotificationsAsked(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows an error notification, loading the notification code on the first one: a sign-in page that meets no server
 * error never fetches it. The host (OnDemandNotificationHost) mounts on the same signal and shows what waits
 * in the store.
 */
export async function notifyError(options: Omit<NotificationOptions, "type">): Promise<void> {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  const { notification } = await import("@kanya/ui/notification");
  notification.error(options);
}
