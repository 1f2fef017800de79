import type { Resource, ResourceFields } from "@kanya/core/resource";
import { columnOf } from "../../http/crud";
import { formatDateTime } from "../../wire/datetime";

/** A business row as the wire has it: each field under its name, times in GMT+8, amounts as numbers. */
export type RecordJson = Record<string, string | number | null>;

/** The row → wire mapper of a resource's table (the audit columns, then every field). */
export function recordJson(resource: Resource): (row: Record<string, unknown>) => RecordJson {
  const fields = Object.entries(resource.fields as ResourceFields).map(([name, f]) => ({
    name,
    column: columnOf(name, f),
    kind: f.kind,
  }));
  return (row) => {
    const json: RecordJson = {
      id: row.id as string,
      createBy: (row.create_by as string | null) ?? null,
      createTime: formatDateTime(row.create_time as Date | null),
      updateBy: (row.update_by as string | null) ?? null,
      updateTime: formatDateTime(row.update_time as Date | null),
    };
    for (const { name, column, kind } of fields) {
      const value = row[column];
      if (value === null || value === undefined) json[name] = null;
      else if (kind === "datetime") json[name] = formatDateTime(value as Date);
      else if (kind === "money" || kind === "number") json[name] = Number(value);
      else json[name] = String(value);
    }
    return json;
  };
}
