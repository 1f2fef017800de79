/**
 * Why the user was just signed out (an empty menu, a rejected token), for the login page to show.
 * Read without clearing, because React may render the login page twice; the next sign-in clears it.
 */
let notice: string | undefined;

export function setSignOutNotice(message: string | undefined): void {
  notice = message;
}

export function readSignOutNotice(): string | undefined {
  return notice;
}
