import type { Page } from "playwright-core";
import { type ConsoleHarness, signIn } from "./harness";

/** The password of every seeded account, and of the users `addGrantedUser` makes. */
export const SEEDED_PASSWORD = "123456";

export interface SignedInPageOptions {
  password?: string;
  /** The page to open once signed in; by default the tab stays where the sign-in lands (the user's home). */
  path?: string;
  /** Set before the first page loads, so a narrow or short frame is laid out so from the start. */
  viewport?: { width: number; height: number };
}

/**
 * A fresh tab signed in as `username` through the account form, for tests whose subject is not the form
 * (login.e2e and sign-in.e2e test that). Signing in through the API and writing the session into localStorage
 * saved no measurable time (about 2 s a sign-in either way), so the form it is: the way a user comes in.
 */
export async function signedInPage(
  h: ConsoleHarness,
  username: string,
  { password = SEEDED_PASSWORD, path, viewport }: SignedInPageOptions = {},
): Promise<Page> {
  const page = await h.freshPage();
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(h.at("/user/login"));
  await signIn(page, username, password);
  // The URL leaves the login page once the guard has the new session's menu.
  await page.waitForURL((url) => url.pathname !== "/user/login");
  if (path !== undefined) await page.goto(h.at(path));
  return page;
}
