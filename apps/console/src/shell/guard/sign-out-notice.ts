/**
 * Why the user was just signed out (an empty menu, a rejected token), for the login page to show. Kept in
 * the tab's session storage too: a sign-out that reloads the page (a 401) still shows its reason there, even
 * when the reload came before its notification could be seen. Read without clearing, because React may
 * render the login page twice; the next sign-in clears it.
 */
const KEY = "kanya.signOutNotice";
let notice: string | undefined;

export function setSignOutNotice(message: string | undefined): void {
  notice = message;
  try {
    if (message === undefined) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, message);
  } catch {
    // No storage (private mode, tests without a window): the notice lasts until the page reloads.
  }
}

export function readSignOutNotice(): string | undefined {
  if (notice !== undefined) return notice;
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
