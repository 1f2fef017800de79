import type { SignInClient } from "@kanya/client/sign-in";
import type { MenuStore, SessionStore } from "../session";

/**
 * What the console's pages and shell work with. The app wires the real ones (`defaultServices`); a test or a
 * story hands fakes to `<ConsoleProviders services={…}>`.
 */
export interface ConsoleServices {
  /** The API client: the sign-in families at least; every family once `loadSignedIn` has resolved. */
  api: SignInClient;
  session: SessionStore;
  /** The signed-in user's menu and button permissions of this page load. */
  menu: MenuStore;
  /**
   * Loads what the frame's pages need beyond the sign-in page (the whole API client, when `api` starts with
   * the sign-in families only); the frame's routes await it. None when `api` is complete from the start.
   */
  loadSignedIn?: () => Promise<void>;
}
