import { HOME_COMPONENT, HOME_PATH } from "@kanya/core/menu";
import { MENU_TYPE_BUTTON, type MenuRow } from "./menu-tree";

/**
 * JeecgBoot always gives a user the home page: when none of the user's rows is `/dashboard/analysis`,
 * the 首页 row is put first. `storedHome` is that row from sys_permission, if the table has one.
 */
export function withHomePage(rows: readonly MenuRow[], storedHome: MenuRow | undefined): readonly MenuRow[] {
  if (rows.some((r) => r.url === HOME_PATH)) return rows;
  return [storedHome ?? defaultHomeRow(), ...rows];
}

/** The table's home page row among `rows`: the first by id, as JeecgBoot's lookup; never a button. */
export function storedHomeRow<Row extends MenuRow>(rows: readonly Row[]): Row | undefined {
  let first: Row | undefined;
  for (const row of rows) {
    if (row.url !== HOME_PATH || row.menu_type === MENU_TYPE_BUTTON) continue;
    if (!first || row.id < first.id) first = row;
  }
  return first;
}

function defaultHomeRow(): MenuRow {
  return {
    id: "9502685863ab87f0ad1134142788a385",
    parent_id: null,
    name: "首页",
    url: HOME_PATH,
    component: HOME_COMPONENT,
    component_name: null,
    redirect: null,
    menu_type: 0,
    always_show: 0,
    icon: "house",
    is_route: 1,
    is_leaf: 1,
    keep_alive: 1,
    hidden: 0,
    hide_tab: 0,
    internal_or_external: 0,
  };
}
