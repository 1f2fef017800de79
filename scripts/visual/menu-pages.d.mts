import type { ServerMenuItem } from "@kanya/core/menu";

export interface MenuPage {
  title: string;
  path: string;
  /** The view's path under apps/console/src/views, e.g. `system/UserList`. */
  component: string;
}

export declare const UNPHOTOGRAPHED_PAGES: Readonly<Record<string, string>>;
export declare function menuPages(menu: readonly ServerMenuItem[], root: string): MenuPage[];
