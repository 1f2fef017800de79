import type { PermissionRecord } from "./permission-record.js";
import { splitActions } from "./permission-set.js";

/** The codes a user holds: the server's `codeList` plus every action of `auth` (comma lists allowed). */
export function heldPermissionCodes(
  codeList: readonly string[] | undefined,
  auth: readonly PermissionRecord[] | undefined,
): Set<string> {
  const fromAuth = (auth ?? []).flatMap((record) => splitActions(record.action ?? ""));
  return new Set([...(codeList ?? []).map((code) => code.trim()).filter(Boolean), ...fromAuth]);
}
