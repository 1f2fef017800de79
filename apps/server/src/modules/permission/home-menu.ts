import { HOME_COMPONENT, HOME_PATH } from "@kanya/core/menu";
import type { SysPermissionRow } from "../../db/schema";

/**
 * JeecgBoot always gives a user the home page: when none of the user's rows is `/dashboard/analysis`,
 * the 首页 row is put first. `storedHome` is that row from sys_permission, if the table has one.
 */
export function withHomePage(
  rows: readonly SysPermissionRow[],
  storedHome: SysPermissionRow | undefined,
): SysPermissionRow[] {
  if (rows.some((r) => r.url === HOME_PATH)) return [...rows];
  return [storedHome ?? defaultHomeRow(), ...rows];
}

function defaultHomeRow(): SysPermissionRow {
  return {
    id: "9502685863ab87f0ad1134142788a385",
    parent_id: null,
    name: "首页",
    url: HOME_PATH,
    component: HOME_COMPONENT,
    component_name: null,
    redirect: null,
    menu_type: 0,
    perms: null,
    perms_type: null,
    sort_no: 0,
    always_show: 0,
    icon: "house",
    is_route: 1,
    is_leaf: 1,
    keep_alive: 1,
    hidden: 0,
    hide_tab: 0,
    description: null,
    status: "1",
    del_flag: 0,
    rule_flag: 0,
    create_by: null,
    create_time: null,
    update_by: null,
    update_time: null,
    internal_or_external: 0,
  };
}
