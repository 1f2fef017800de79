export { DENTISTRY_WORK_NO_PREFIX, isDentistryUser } from "./dentistry.js";
export { hasPermission, isDisabledByPermission } from "./has-permission.js";
export { type ListPageAction, listPageCodes, visibleToolbarButtons } from "./list-page-codes.js";
export type { PermissionRecord } from "./permission-record.js";
export {
  ACTION_TYPE,
  DISABLE_TYPE,
  grantedCodes,
  INACTIVE_STATUS,
  type PermissionSource,
  splitActions,
} from "./permission-set.js";
export { deniedKeysUnderPrefix, filterColumnsByPermission } from "./prefixed-permissions.js";
