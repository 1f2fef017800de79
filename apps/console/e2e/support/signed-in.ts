import { createClient, type LoginResult } from "@kanya/client";
import type { StorageLike } from "@kanya/core/session";
import type { Page } from "playwright-core";
import { createSessionStore } from "../../src/session/session-store";
import type { ConsoleHarness } from "./harness";

/** The password of every seeded account, and of the users `addGrantedUser` makes. */
export const SEEDED_PASSWORD = "123456";

/** The guard's permission fetch, which builds the menu of a signed-in page load. */
const MENU_FETCH = "/sys/permission/getUserPermissionByToken";

export interface SignedInPageOptions {
  password?: string;
  /** The page the tab opens; by default `/`, which the guard sends on to the user's home, as a sign-in does. */
  path?: string;
  /** Set before the first page loads, so a narrow or short frame is laid out so from the start. */
  viewport?: { width: number; height: number };
}

/**
 * A fresh tab signed in as `username`, for tests whose subject is not the sign-in form (login.e2e and
 * sign-in.e2e test that). The sign-in is one API call; the console's own session store writes what the form
 * would have kept into the tab's localStorage, so the tab skips the form and the page it lands on.
 */
export async function signedInPage(
  h: ConsoleHarness,
  username: string,
  { password = SEEDED_PASSWORD, path, viewport }: SignedInPageOptions = {},
): Promise<Page> {
  const answer = await createClient({ baseUrl: h.at("/jeecg-boot") }).sys.login({ username, password });
  if (!answer.success || !answer.result?.token) {
    throw new Error(`Signing in as ${username} failed: ${answer.message}`);
  }
  const page = await h.freshPage();
  if (viewport) await page.setViewportSize(viewport);
  // Written on a plain file of the site: a console page still starting could see the token half-way and act
  // on it (the guard fetches a menu, and signs out when the next navigation aborts that fetch).
  await page.goto(h.at("/kanya-config.js"));
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, storedLogin(answer.result));
  // The guard fetches the menu on the first load; a test that moved on before its answer was read would
  // abort it, and the guard signs out when that fetch fails. The form's sign-in, too, ends after it.
  const menuFetched = page.waitForResponse((response) => response.url().includes(MENU_FETCH));
  await page.goto(h.at(path ?? "/"));
  const failure = await (await menuFetched).finished();
  if (failure) throw new Error(`The menu fetch of ${username} failed: ${failure.message}`);
  if (path === undefined) await page.waitForURL((url) => url.pathname !== "/");
  return page;
}

/** The localStorage entries the sign-in form leaves behind for `result` (key, value). */
function storedLogin(result: LoginResult): [string, string][] {
  const entries = new Map<string, string>();
  const recorder: StorageLike = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
  createSessionStore(recorder).saveLogin(result);
  return [...entries];
}
