export type { DictItemsByCode, DictModel } from "./dict-model.js";
export type { ImportReport, IPage, ListQuery } from "./list.js";
export type {
  DepartIdTreeNode,
  SysDepart,
  SysDepartForm,
  SysDepartRole,
  SysDepartTreeModel,
} from "./sys-depart.js";
export type { LoginInfo, SysLog, VisitDay } from "./sys-log.js";
export type {
  GrantChangeRequest,
  SysPermissionDataRule,
  SysPermissionDataRuleForm,
  SysPermissionForm,
  SysPermissionTree,
} from "./sys-permission.js";
export type { SysPosition, SysPositionForm } from "./sys-position.js";
export type { PermissionTreeModel, SysRole } from "./sys-role.js";
export type { SysTenant, SysTenantForm } from "./sys-tenant.js";
export type { SysUser } from "./sys-user.js";
