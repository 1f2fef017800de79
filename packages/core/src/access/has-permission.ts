import type { PermissionSource } from "./permission-set.js";
import {
  DISABLE_TYPE,
  declaredRecord,
  grantedCodes,
  INACTIVE_STATUS,
  splitActions,
} from "./permission-set.js";

/**
 * Whether an element guarded by `code` is shown (JeecgBoot's `v-has`): a code switched off system-wide
 * (status "0") stays visible; otherwise the user must hold it in a record that is not of type "2".
 * Comma-separated actions in a record each count.
 */
export function hasPermission(code: string, source: PermissionSource): boolean {
  if (declaredRecord(source.allAuth, code)?.status === INACTIVE_STATUS) return true;
  return source.auth.some(
    (record) => record.type !== DISABLE_TYPE && splitActions(record.action).includes(code),
  );
}

/**
 * Whether a form field guarded by `code` is disabled (type "2" records): disabled when the system
 * declares an active type-2 rule for it and the user's own records do not lift it.
 */
export function isDisabledByPermission(code: string, source: PermissionSource): boolean {
  const declared = declaredRecord(source.allAuth, code, DISABLE_TYPE);
  if (!declared || declared.status === INACTIVE_STATUS) return false;
  return !grantedCodes(source.auth, DISABLE_TYPE).has(code);
}
