import type { PermissionRecord } from "./permission-record.js";

/** What the server granted: the user's own records (`auth`) and every record of the system (`allAuth`). */
export interface PermissionSource {
  auth: readonly PermissionRecord[];
  allAuth: readonly PermissionRecord[];
}

/** Type "1" records show or hide a page action; type "2" records are not actions (they disable fields). */
export const ACTION_TYPE = "1";
export const DISABLE_TYPE = "2";
/** A record whose status is "0" is switched off system-wide, which leaves its element unrestricted. */
export const INACTIVE_STATUS = "0";

/** The action codes a record grants; one record may list several, comma-separated. */
export function splitActions(action: string): string[] {
  return action
    .split(",")
    .map((code) => code.trim())
    .filter((code) => code.length > 0);
}

/** Codes the user holds of a given record type. */
export function grantedCodes(records: readonly PermissionRecord[], type: string): Set<string> {
  const codes = new Set<string>();
  for (const record of records) {
    if (record.type !== type) continue;
    for (const code of splitActions(record.action)) codes.add(code);
  }
  return codes;
}

/** The system-wide record for a code, if the system declares one. */
export function declaredRecord(
  records: readonly PermissionRecord[],
  code: string,
  type?: string,
): PermissionRecord | undefined {
  return records.find((record) => (type === undefined || record.type === type) && record.action === code);
}
