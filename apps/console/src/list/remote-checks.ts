import type { KanyaClient } from "@kanya/client";
import type { Resource } from "@kanya/core/resource";

/** A field the server checks while the form is filled: unique against the table, or by a check rule. */
export interface RemoteCheck {
  /** The form field. */
  name: string;
  /** `/sys/duplicate/check`'s table and field, when the value must be unique. */
  unique?: { tableName: string; fieldName: string };
  /** `/sys/checkRule/checkByCode`'s rule code. */
  checkRule?: string;
}

/** The server's answer when a table or column is not open to the duplicate check: not the user's fault. */
const CHECK_REFUSED = "该表或字段不允许做重复校验";

/**
 * The fields of a resource the form checks remotely (spec §5): `unique` ones against the resource's `table`
 * (without one, the save's unique check answers), `checkRule` ones.
 */
export function remoteChecks(resource: Resource): RemoteCheck[] {
  const tableName = resource.table;
  return Object.entries(resource.fields).flatMap(([name, f]) => {
    if (f.form === false || f.kind === "hidden") return [];
    const unique = f.unique && tableName ? { tableName, fieldName: f.column ?? name } : undefined;
    if (!unique && !f.checkRule) return [];
    return [{ name, ...(unique ? { unique } : {}), ...(f.checkRule ? { checkRule: f.checkRule } : {}) }];
  });
}

/**
 * Asks the server about one value: the server's message when it refuses it (`该值不可用，系统中已存在！`, the
 * rule's message), null when it passes, is empty, or cannot be checked (the save checks again).
 */
export async function runRemoteCheck(
  api: KanyaClient,
  check: RemoteCheck,
  value: string,
  dataId?: string,
): Promise<string | null> {
  if (value === "") return null;
  try {
    if (check.unique) {
      const answer = await api.sys.common.duplicateCheck({
        ...check.unique,
        fieldVal: value,
        ...(dataId ? { dataId } : {}),
      });
      if (!answer.success && answer.message !== CHECK_REFUSED) return answer.message;
    }
    if (check.checkRule) {
      const answer = await api.sys.checkRule.checkByCode(check.checkRule, value);
      if (!answer.success) return answer.message;
    }
  } catch {
    // Offline or a server error: the save's own checks answer then.
    return null;
  }
  return null;
}
