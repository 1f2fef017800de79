import { loginPathFor } from "@kanya/core/access";
import { api } from "../api";
import { menu, session } from "../session";

/**
 * Ends the session: tells the server first (while the token is still sent), then forgets everything.
 * Resolves to the login page that suits this user. A failed server call still signs out locally.
 */
export async function signOut(): Promise<string> {
  const loginPath = loginPathFor(session.getUser());
  if (session.getToken()) await api.sys.logout().catch(() => undefined);
  forgetSession();
  return loginPath;
}

/** Forgets token, user info, dictionaries and menu without asking the server. */
export function forgetSession(): void {
  session.clear();
  menu.clear();
}
