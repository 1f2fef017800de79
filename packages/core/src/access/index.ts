export { DENTISTRY_WORK_NO_PREFIX, isDentistryUser } from "./dentistry.js";
export type { PermissionRecord } from "./permission-record.js";
