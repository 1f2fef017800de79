import { type Field, resourceCodes } from "@kanya/core/resource";
import { resources } from "@kanya/resources";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { type CrudTable, columnOf } from "../src/http/crud";
import { allPermissionCodes } from "../src/http/permission-codes";
import { backends } from "./support/backends";

/** Each resource and its table (the server mounts it with `crudRoutes`). */
const TABLES: Readonly<Record<keyof typeof resources, CrudTable>> = {
  checkRule: "sys_check_rule",
  dataSource: "sys_data_source",
  fillRule: "sys_fill_rule",
  messageTemplate: "sys_sms_template",
  position: "sys_position",
  role: "sys_role",
  userAgent: "sys_user_agent",
};

/** The column types (PostgreSQL's `data_type`) a field kind may be stored in. */
const TEXT = ["character varying", "text", "character"];
function columnTypesOf(f: Field): string[] {
  switch (f.kind) {
    case "number":
      return f.integer
        ? ["integer", "bigint", "smallint"]
        : ["integer", "bigint", "smallint", "numeric", "double precision"];
    case "money":
      return ["numeric"];
    case "date":
      return ["date"];
    case "datetime":
      return ["timestamp with time zone", "timestamp without time zone"];
    default:
      return TEXT;
  }
}

interface ColumnInfo {
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
}

describe.each(backends)("resource fields against their migrated columns on $name", (backend) => {
  const columns = new Map<string, Map<string, ColumnInfo>>();
  beforeAll(async () => {
    const db = await backend.db();
    const rows = await sql<ColumnInfo & { table_name: string }>`
      select table_name, column_name, data_type, character_maximum_length
      from information_schema.columns where table_schema = current_schema()`.execute(db);
    for (const row of rows.rows) {
      const table = columns.get(row.table_name) ?? new Map<string, ColumnInfo>();
      table.set(row.column_name, row);
      columns.set(row.table_name, table);
    }
  });

  it.each(Object.entries(TABLES))(
    "%s: every field has a column of its kind, long enough for it",
    (name, table) => {
      const resource = resources[name as keyof typeof resources];
      const problems: string[] = [];
      for (const [field, f] of Object.entries(resource.fields)) {
        const column = columns.get(table)?.get(columnOf(field, f));
        if (!column) {
          problems.push(`${field}: no column ${columnOf(field, f)}`);
          continue;
        }
        if (!columnTypesOf(f).includes(column.data_type))
          problems.push(`${field}: ${f.kind} in ${column.data_type}`);
        const room = column.character_maximum_length;
        if (room !== null && TEXT.includes(column.data_type) && (f.max === undefined || f.max > room))
          problems.push(`${field}: up to ${f.max ?? "any"} characters in ${column.data_type}(${room})`);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe("the resources of the server", () => {
  it("each have their table here", () => {
    expect(Object.keys(TABLES).sort()).toEqual(Object.keys(resources).sort());
  });

  it("need only codes the seed grants (the permission catalog)", () => {
    const catalog = new Set(allPermissionCodes().map((entry) => entry.code));
    for (const name of Object.keys(TABLES)) {
      const codes = resourceCodes(resources[name as keyof typeof resources]);
      for (const [action, code] of Object.entries(codes))
        expect(catalog, `${name} ${action}`).toContain(code);
    }
  });
});
