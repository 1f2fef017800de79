/** A node of `/sys/permission/list` (JeecgBoot's SysPermissionTree): the row plus `key`, `title` and both leaf flags. */
export interface SysPermissionTree {
  id: string;
  key: string;
  title: string | null;
  parentId: string | null;
  name: string | null;
  perms: string | null;
  permsType: string | null;
  icon: string | null;
  component: string | null;
  componentName: string | null;
  url: string | null;
  redirect: string | null;
  sortNo: number | null;
  /** 0 top-level menu, 1 sub-menu, 2 button. */
  menuType: number | null;
  isLeaf: boolean;
  /** The same flag again: Jackson writes both `isLeaf` and `leaf`. */
  leaf: boolean;
  route: boolean;
  keepAlive: boolean;
  description: string | null;
  delFlag: number | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  alwaysShow: boolean;
  hidden: boolean;
  /** Buttons: "1" valid, "0" invalid. */
  status: string | null;
  internalOrExternal: boolean;
  hideTab: boolean;
  /** 1 when the menu has data rules. */
  ruleFlag: number | null;
  /** `[]` on non-leaf rows, null on leaves. */
  children: SysPermissionTree[] | null;
}

/** The body of `POST /sys/permission/add` and `PUT /sys/permission/edit`. */
export interface SysPermissionForm {
  id?: string;
  parentId?: string | null;
  name: string;
  url?: string | null;
  component?: string | null;
  componentName?: string | null;
  redirect?: string | null;
  menuType: 0 | 1 | 2;
  perms?: string | null;
  permsType?: string | null;
  sortNo?: number | null;
  alwaysShow?: boolean;
  icon?: string | null;
  route?: boolean;
  keepAlive?: boolean;
  hidden?: boolean;
  hideTab?: boolean;
  status?: string | null;
  internalOrExternal?: boolean;
  description?: string | null;
}

/** `SysPermissionDataRule`: a condition attached to a menu, which roles are authorised to. */
export interface SysPermissionDataRule {
  id: string;
  permissionId: string | null;
  ruleName: string | null;
  ruleColumn: string | null;
  /** A `rule_conditions` dictionary value: `=`, `!=`, `>`, `>=`, `<`, `<=`, `LIKE`, `LEFT_LIKE`, `RIGHT_LIKE`, `IN`. */
  ruleConditions: string | null;
  ruleValue: string | null;
  status: string | null;
  createTime: string | null;
  createBy: string | null;
  updateTime: string | null;
  updateBy: string | null;
}

export interface SysPermissionDataRuleForm {
  id?: string;
  permissionId?: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status?: string;
}

/** `saveRolePermission` / `saveDepartPermission` / `saveDeptRolePermission`: checked ids and the ids loaded before. */
export interface GrantChangeRequest {
  permissionIds: readonly string[];
  lastPermissionIds: readonly string[];
}
