import type { Resource, ResourceFields } from "@kanya/core/resource";
import { formatDateTime } from "../../wire/datetime";
import { columnOf } from "./columns";

/** Wire name → column of what JeecgBoot's entities carry beside their own fields, when the table has it. */
const ENTITY_COLUMNS: Readonly<Record<string, string>> = {
  createBy: "create_by",
  createTime: "create_time",
  updateBy: "update_by",
  updateTime: "update_time",
  sysOrgCode: "sys_org_code",
  tenantId: "tenant_id",
};

/**
 * A row as JeecgBoot serializes its entity, read from the resource: `id`, every field but a password by its
 * wire name, and the audit, department and tenant columns the table has. Instants are `yyyy-MM-dd HH:mm:ss`
 * (GMT+8); other values go out as the database gave them (dates are already `yyyy-MM-dd`).
 */
export function resourceJson(resource: Resource): (row: object) => Record<string, unknown> {
  const wire: [string, string][] = [["id", "id"]];
  for (const [name, f] of Object.entries(resource.fields as ResourceFields))
    if (f.kind !== "password") wire.push([name, columnOf(name, f)]);
  wire.push(...Object.entries(ENTITY_COLUMNS));
  return (row) => {
    const values = row as Readonly<Record<string, unknown>>;
    const json: Record<string, unknown> = {};
    for (const [name, column] of wire) {
      if (!(column in values)) continue;
      const value = values[column];
      json[name] = value instanceof Date ? formatDateTime(value) : value;
    }
    return json;
  };
}
