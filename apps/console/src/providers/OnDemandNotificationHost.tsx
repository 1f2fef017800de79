import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import type { SessionStore } from "../session";
import { notificationsAsked, subscribeNotificationsAsked } from "../shell/errors/notify";
import { useSessionValue } from "./session";

// The notification host and its code as a chunk of their own, fetched with the first notification.
const NotificationHost = lazy(async () => ({
  default: (await import("@kanya/ui/notification")).NotificationHost,
}));

const hasToken = (session: SessionStore) => Boolean(session.getToken());

/**
 * Mounts the notification host once a notification is asked for (notifyError: a server error, even on the
 * sign-in page) or a session starts (a signed-in page may call `notification` itself); once mounted it stays.
 * What was opened before it mounted waits in the store and shows then.
 */
export function OnDemandNotificationHost() {
  const signedIn = useSessionValue(hasToken);
  const asked = useSyncExternalStore(subscribeNotificationsAsked, notificationsAsked, notificationsAsked);
  const [wanted, setWanted] = useState(signedIn || asked);
  if ((signedIn || asked) && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  ) : null;
}
