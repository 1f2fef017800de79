import type { SysUser } from "@kanya/client";
import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import type { SessionStore } from "../session";

export const SessionContext = createContext<SessionStore | null>(null);

/** The browser session: token, user, departments, tenants, dictionaries. */
export function useSession(): SessionStore {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession() needs <ConsoleProviders> above it");
  return session;
}

/** A value read from the session, read again after every change (sign-in, department switch, sign-out). */
export function useSessionValue<T>(read: (session: SessionStore) => T): T {
  const session = useSession();
  const version = useSyncExternalStore(session.subscribe, session.version);
  // `version` is the point: the stored values are re-read, and a new object handed out, only after a change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read on a new version
  return useMemo(() => read(session), [session, version, read]);
}

const readUser = (session: SessionStore) => session.getUser();

/** The signed-in user as stored at sign-in or by the last department switch. */
export function useSessionUser(): SysUser | undefined {
  return useSessionValue(readUser);
}
