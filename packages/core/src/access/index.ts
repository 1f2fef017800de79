export {
  DENTISTRY_HOME_PATH,
  DENTISTRY_LOGIN_PATH,
  LOGIN_PATH,
  LOGIN_PATHS,
  NOT_FOUND_PATH,
  OPEN_PATHS,
  SIGNED_IN_PATHS,
  SIGNED_IN_PATTERNS,
} from "./console-paths.js";
export { DENTISTRY_WORK_NO_PREFIX, isDentistryUser } from "./dentistry.js";
export { hasPermission, isDisabledByPermission } from "./has-permission.js";
export { heldPermissionCodes } from "./held-permission-codes.js";
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
export {
  afterLoginPath,
  decideLanding,
  decideNavigation,
  decidePermissionFailure,
  type GuardSession,
  homePathFor,
  loginPathFor,
  loginRedirect,
  type NavigationDecision,
  type NavigationTarget,
  safeRedirect,
} from "./route-guard.js";
