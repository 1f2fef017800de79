import type { KanyaClient } from "@kanya/client";
import type { MenuStore, SessionStore } from "../session";

/**
 * What the console's pages and shell work with. The app wires the real ones (`defaultServices`); a test or a
 * story hands fakes to `<ConsoleProviders services={…}>`.
 */
export interface ConsoleServices {
  api: KanyaClient;
  session: SessionStore;
  /** The signed-in user's menu and button permissions of this page load. */
  menu: MenuStore;
}
