import type { Insertable } from "kysely";
import { stableId } from "../../ids";
import { parseGmt8 } from "../../wire/datetime";
import type { SysPermissionTable } from "../schema";

/** Permission ids by key; JeecgBoot's Vue 2 ids for its own rows. */
export const PERMISSION_ID = {
  home: "9502685863ab87f0ad1134142788a385",
  system: "d7d6e2e4e2934f2c9385a623fd98c6f3",
  user: "3f915b2769fc80648e92d04e84ca059d",
  role: "190c2b43bec6a5f7a4194a85db67d96a",
  permission: "54dd5457a3190740005c1bfec55b1c34",
  depart: "45c966826eeff4c99b8f8ebfe74511fc",
  dict: "58857ff846e61794c69208e9d3a85466",
  userAdd: stableId("permission:user:add"),
  userEdit: stableId("permission:user:edit"),
  dentistryOrder: stableId("permission:/service/dentistryorderView"),
} as const;

const CREATED = parseGmt8("2018-12-25 20:34:38");

interface MenuSpec {
  id: string;
  parentId?: string;
  name: string;
  url: string;
  component: string;
  sortNo: number;
  icon?: string;
  leaf: boolean;
}

/** A menu row (menu_type 0 at the top, 1 below), JeecgBoot's Vue 2 shape. */
function menu(spec: MenuSpec): Insertable<SysPermissionTable> {
  return {
    id: spec.id,
    parent_id: spec.parentId ?? null,
    name: spec.name,
    url: spec.url,
    component: spec.component,
    menu_type: spec.parentId ? 1 : 0,
    perms_type: "1",
    sort_no: spec.sortNo,
    always_show: 0,
    icon: spec.icon ?? null,
    is_route: 1,
    is_leaf: spec.leaf ? 1 : 0,
    keep_alive: 0,
    hidden: 0,
    hide_tab: 0,
    status: "1",
    del_flag: 0,
    rule_flag: 0,
    internal_or_external: 0,
    create_by: "admin",
    create_time: CREATED,
  };
}

/** A button row (menu_type 2): a permission code checked by `v-has` and by guarded routes. */
function button(id: string, parentId: string, name: string, perms: string, sortNo: number) {
  const row: Insertable<SysPermissionTable> = {
    id,
    parent_id: parentId,
    name,
    menu_type: 2,
    perms,
    perms_type: "1",
    sort_no: sortNo,
    is_route: 0,
    is_leaf: 1,
    status: "1",
    del_flag: 0,
    rule_flag: 0,
    create_by: "admin",
    create_time: CREATED,
  };
  return row;
}

const P = PERMISSION_ID;

export const permissions: Insertable<SysPermissionTable>[] = [
  menu({
    id: P.home,
    name: "首页",
    url: "/dashboard/analysis",
    component: "dashboard/Analysis",
    sortNo: 0,
    icon: "home",
    leaf: true,
  }),
  menu({
    id: P.dentistryOrder,
    name: "牙科订单",
    url: "/service/dentistryorderView",
    component: "service/DentistryOrderView",
    sortNo: 1,
    icon: "medicine-box",
    leaf: true,
  }),
  menu({
    id: P.system,
    name: "系统管理",
    url: "/isystem",
    component: "layouts/RouteView",
    sortNo: 4,
    icon: "setting",
    leaf: false,
  }),
  menu({
    id: P.user,
    parentId: P.system,
    name: "用户管理",
    url: "/isystem/user",
    component: "system/UserList",
    sortNo: 1,
    leaf: false,
  }),
  menu({
    id: P.role,
    parentId: P.system,
    name: "角色管理",
    url: "/isystem/roleUserList",
    component: "system/RoleUserList",
    sortNo: 2,
    leaf: true,
  }),
  menu({
    id: P.permission,
    parentId: P.system,
    name: "菜单管理",
    url: "/isystem/newPermissionList",
    component: "system/NewPermissionList",
    sortNo: 3,
    leaf: true,
  }),
  menu({
    id: P.depart,
    parentId: P.system,
    name: "部门管理",
    url: "/isystem/depart",
    component: "system/DepartList",
    sortNo: 4,
    leaf: true,
  }),
  menu({
    id: P.dict,
    parentId: P.system,
    name: "数据字典",
    url: "/isystem/dict",
    component: "system/DictList",
    sortNo: 5,
    leaf: true,
  }),
  button(P.userAdd, P.user, "添加按钮", "user:add", 1),
  button(P.userEdit, P.user, "用户编辑", "user:edit", 2),
];
