import type { PermissionRecord } from "./permission-record.js";
import { ACTION_TYPE, INACTIVE_STATUS, type PermissionSource, splitActions } from "./permission-set.js";

/**
 * Sub-permissions under a prefix that the system declares (active, type "1") but the user lacks,
 * with the prefix stripped: for prefix `order:` and a declared `order:price` the key is `price`.
 * Columns and toolbar buttons with these keys are hidden.
 */
export function deniedKeysUnderPrefix(prefix: string, source: PermissionSource): Set<string> {
  const held = keysUnderPrefix(source.auth, prefix, () => true);
  const declared = keysUnderPrefix(source.allAuth, prefix, (record) => record.status !== INACTIVE_STATUS);
  return new Set([...declared].filter((key) => !held.has(key)));
}

function keysUnderPrefix(
  records: readonly PermissionRecord[],
  prefix: string,
  include: (record: PermissionRecord) => boolean,
): Set<string> {
  const keys = new Set<string>();
  for (const record of records) {
    if (record.type !== ACTION_TYPE || !include(record)) continue;
    for (const code of splitActions(record.action)) {
      if (code.startsWith(prefix) && code.length > prefix.length) keys.add(code.slice(prefix.length));
    }
  }
  return keys;
}

/** Keeps the columns whose `key` (or `dataIndex`) is not denied under the prefix. */
export function filterColumnsByPermission<C extends { key?: string; dataIndex?: string }>(
  columns: readonly C[],
  prefix: string,
  source: PermissionSource,
): C[] {
  const denied = deniedKeysUnderPrefix(prefix, source);
  return columns.filter((column) => {
    const key = column.key ?? column.dataIndex;
    return key === undefined || !denied.has(key);
  });
}
