import { resourceCodes } from "@kanya/core/resource";
import {
  checkRule,
  dataSource,
  depart,
  fillRule,
  gatewayRoute,
  messageTemplate,
  position,
  role,
  tenant,
  userAgent,
} from "@kanya/resources";
import { BUSINESS_PERMISSION_CODES } from "../modules/business/permission-codes";
import { DENTISTRY_PERMISSION_CODES } from "../modules/dentistry/permission-codes";

/**
 * Every permission code a route may require, in one catalog. Routes name their code from here
 * (`permission(PERMISSION_CODES.user.list)`), and the seed creates a button row for each code and grants
 * them all to the administrator role, so menus and API rights come from the same records.
 * Codes follow JeecgBoot 3.7 (`system:<entity>:<action>`). Modules add their entity here; a resource's
 * codes come from its definition (`resourceCodes`, spec §6), with the entity's other actions beside them.
 */
export const PERMISSION_CODES = {
  user: {
    list: "system:user:list",
    add: "system:user:add",
    edit: "system:user:edit",
    delete: "system:user:delete",
    deleteBatch: "system:user:deleteBatch",
    frozen: "system:user:frozenBatch",
    changePassword: "system:user:changepwd",
    recycleBin: "system:user:recycleBin",
    restore: "system:user:putRecycleBin",
    deleteForGood: "system:user:deleteRecycleBin",
    import: "system:user:import",
    export: "system:user:export",
  },
  // system log (sign-in, logs and benchmarks: migration 0004)
  log: {
    list: "system:log:list",
    delete: "system:log:delete",
    deleteBatch: "system:log:deleteBatch",
  },
  // roles (users and roles: migration 0003)
  role: resourceCodes(role),
  // menus and data rules, departments and their roles, positions, tenants (migration 0005)
  permission: {
    list: "system:permission:list",
    add: "system:permission:add",
    edit: "system:permission:edit",
    delete: "system:permission:delete",
    deleteBatch: "system:permission:deleteBatch",
    saveRole: "system:permission:saveRole",
    saveDepart: "system:permission:saveDepart",
    addRule: "system:permission:addRule",
    editRule: "system:permission:editRule",
    deleteRule: "system:permission:deleteRule",
  },
  depart: resourceCodes(depart),
  departRole: {
    list: "system:departRole:list",
    add: "system:departRole:add",
    edit: "system:departRole:edit",
    delete: "system:departRole:delete",
    deleteBatch: "system:departRole:deleteBatch",
    savePermission: "system:departRole:savePermission",
    assignUser: "system:departRole:userAdd",
  },
  position: resourceCodes(position),
  tenant: resourceCodes(tenant),
  // dictionaries, categories, announcements, messages and the smaller registries (migration 0006)
  dict: {
    list: "system:dict:list",
    add: "system:dict:add",
    edit: "system:dict:edit",
    delete: "system:dict:delete",
    deleteBatch: "system:dict:deleteBatch",
    recycleBin: "system:dict:deleteRecycleBin",
    import: "system:dict:importExcel",
    export: "system:dict:exportXls",
  },
  dictItem: {
    add: "system:dict:item:add",
    edit: "system:dict:item:edit",
    delete: "system:dict:item:delete",
    deleteBatch: "system:dict:item:deleteBatch",
  },
  category: {
    list: "system:category:list",
    add: "system:category:add",
    edit: "system:category:edit",
    delete: "system:category:delete",
    deleteBatch: "system:category:deleteBatch",
    import: "system:category:importExcel",
    export: "system:category:exportXls",
  },
  announcement: {
    list: "system:announcement:list",
    add: "system:announcement:add",
    edit: "system:announcement:edit",
    delete: "system:announcement:delete",
    deleteBatch: "system:announcement:deleteBatch",
    release: "system:announcement:release",
    revoke: "system:announcement:revoke",
    import: "system:announcement:importExcel",
    export: "system:announcement:exportXls",
  },
  message: {
    list: "system:message:list",
    add: "system:message:add",
    edit: "system:message:edit",
    delete: "system:message:delete",
    deleteBatch: "system:message:deleteBatch",
    import: "system:message:importExcel",
    export: "system:message:exportXls",
  },
  messageTemplate: { ...resourceCodes(messageTemplate), send: "system:messageTemplate:sendMsg" },
  checkRule: resourceCodes(checkRule),
  fillRule: { ...resourceCodes(fillRule), test: "system:fillRule:test" },
  dataSource: resourceCodes(dataSource),
  gatewayRoute: resourceCodes(gatewayRoute),
  quartzJob: {
    list: "system:quartzJob:list",
    add: "system:quartzJob:add",
    edit: "system:quartzJob:edit",
    delete: "system:quartzJob:delete",
    deleteBatch: "system:quartzJob:deleteBatch",
    pause: "system:quartzJob:pause",
    resume: "system:quartzJob:resume",
    execute: "system:quartzJob:execute",
    import: "system:quartzJob:importExcel",
    export: "system:quartzJob:exportXls",
  },
  // online users (sessions)
  online: {
    list: "system:online:list",
    forceLogout: "system:online:forceLogout",
  },
  // role home pages, user agents, object storage, data change log (migration 0011)
  roleIndex: {
    list: "system:roleindex:list",
    add: "system:roleindex:add",
    edit: "system:roleindex:edit",
    delete: "system:roleindex:delete",
    deleteBatch: "system:roleindex:deleteBatch",
  },
  userAgent: resourceCodes(userAgent),
  ossFile: {
    list: "system:ossFile:list",
    upload: "system:ossFile:upload",
    delete: "system:ossFile:delete",
    deleteBatch: "system:ossFile:deleteBatch",
  },
  dataLog: {
    list: "system:dataLog:list",
  },
  // online report definitions (在线报表, migration 0015); running a report needs only a session
  onlineReport: {
    list: "online:cgreport:list",
    add: "online:cgreport:add",
    edit: "online:cgreport:edit",
    delete: "online:cgreport:delete",
  },
  // monitoring pages and JeecgBoot's actuator shapes (admins only)
  monitor: {
    view: "system:monitor:view",
  },
  // the dashboards' figures (首页, 工作台): every business role
  dashboard: {
    view: "dashboard:analysis:view",
  },
  // the health-services business (migration 0013)
  ...BUSINESS_PERMISSION_CODES,
  // the dentistry store system (migration 0019)
  ...DENTISTRY_PERMISSION_CODES,
} as const;

/** Every code of the catalog, flattened, with its entity and action for describing the button row. */
export function allPermissionCodes(): { entity: string; action: string; code: string }[] {
  return Object.entries(PERMISSION_CODES).flatMap(([entity, actions]) =>
    Object.entries(actions).map(([action, code]) => ({ entity, action, code })),
  );
}
