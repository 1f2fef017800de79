export type { DictItemsByCode, DictModel } from "./dict-model.js";
export type { SysDepart } from "./sys-depart.js";
export type { SysTenant } from "./sys-tenant.js";
export type { SysUser } from "./sys-user.js";
