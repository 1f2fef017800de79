import { MENU_ID, MENU_PARENT, type MenuKey, menuKeysUnder } from "./menus";
import type { RoleCode } from "./roles";

/** A role's menus: the given rows, everything below the given groups, and every ancestor of them. */
function menusOf(keys: readonly MenuKey[], groups: readonly MenuKey[] = []): string[] {
  const all = new Set<MenuKey>([...keys, ...groups.flatMap(menuKeysUnder)]);
  for (const key of [...all]) {
    for (let parent = MENU_PARENT[key]; parent; parent = MENU_PARENT[parent]) all.add(parent);
  }
  return [...all].flatMap((key) => (MENU_ID[key] ? [MENU_ID[key]] : []));
}

/**
 * Which seeded rows the non-administrator roles hold (the administrator holds every row, see
 * permission-rows.ts). Dentistry staff see only 首页 and the dentistry pages; finance sees orders and
 * claims; clinic staff the business pages.
 */
export const grants: Record<Exclude<RoleCode, "admin">, readonly string[]> = {
  dentistry: menusOf(["home", "dentistryOrder"], ["dentistry"]),
  clinic: menusOf(["home", "userAnnouncement", "accountCenter", "accountSettings"], ["business"]),
  caiwu: menusOf(["home", "order", "claim", "userAnnouncement", "accountCenter", "accountSettings"]),
  test: menusOf(["home", "userAnnouncement"], ["dashboard", "account", "exception", "result"]),
  hr: menusOf(["home", "addressList", "accountCenter", "accountSettings"]),
};
