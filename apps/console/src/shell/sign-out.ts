import { loginPathFor } from "@kanya/core/access";
import { defaultServices } from "../providers/default-services";
import type { ConsoleServices } from "../providers/services";

/**
 * Ends the session: tells the server first (while the token is still sent), then forgets everything.
 * Resolves to the login page that suits this user (dentistry staff have their own). A failed server call
 * still signs out locally.
 */
export async function signOut(services: ConsoleServices = defaultServices): Promise<string> {
  const loginPath = loginPathFor(services.session.getUser());
  if (services.session.getToken()) await services.api.sys.logout().catch(() => undefined);
  forgetSession(services);
  return loginPath;
}

/**
 * Leaves a session the server has already ended (a changed password ends all of the user's sessions):
 * forgets it at once, so late answers of the old token are recognised as stale and sign nobody out again.
 */
export function leaveEndedSession(services: ConsoleServices = defaultServices): string {
  const loginPath = loginPathFor(services.session.getUser());
  forgetSession(services);
  return loginPath;
}

/** Forgets token, user info, dictionaries and menu without asking the server. */
export function forgetSession({
  session,
  menu,
}: Pick<ConsoleServices, "session" | "menu"> = defaultServices): void {
  session.clear();
  menu.clear();
}
