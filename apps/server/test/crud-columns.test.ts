import { type DetailRows, type Field, type ResourceAction, resourceCodes } from "@kanya/core/resource";
import { claimInvoices, resources } from "@kanya/resources";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { type CrudTable, columnOf } from "../src/http/crud";
import { allPermissionCodes } from "../src/http/permission-codes";
import { backends } from "./support/backends";

/** Each resource and its table, as its `table` option names it (the server mounts most with `crudRoutes`). */
const TABLES: Readonly<Record<string, CrudTable>> = Object.fromEntries(
  Object.values(resources).flatMap((r) => (r.table ? [[r.name, r.table as CrudTable]] : [])),
);

/** Detail rows (一对多, crudRoutes' `details`) and the table each is saved in. */
const DETAIL_TABLES: Readonly<Record<string, readonly [DetailRows, CrudTable]>> = {
  claimInvoices: [claimInvoices, "biz_claim_invoice"],
};

/** Lists whose records the server writes itself: no add, edit or import route (object storage uploads). */
const READ_ONLY: ReadonlySet<string> = new Set(["dataLog", "ossFile", "sysLog"]);

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
    case "dict":
      // JeecgBoot keeps some codes as small integers (sys_user.sex, status).
      return [...TEXT, "smallint", "integer"];
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
      expect(problemsOf(resource.fields, table)).toEqual([]);
    },
  );

  it.each(Object.entries(DETAIL_TABLES))(
    "detail rows %s: every field has a column of its kind, long enough for it",
    (_name, [detail, table]) => {
      expect(problemsOf(detail.fields, table)).toEqual([]);
    },
  );

  /** What is wrong with the fields' columns in the table. */
  function problemsOf(fields: Readonly<Record<string, Field>>, table: string): string[] {
    const problems: string[] = [];
    for (const [field, f] of Object.entries(fields)) {
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
    return problems;
  }
});

/** Actions a resource's module has no route for, so the seed grants no code (a menu's data rules: no Excel). */
const NO_ROUTE: Readonly<Record<string, readonly ResourceAction[]>> = {
  permissionDataRule: ["import", "export"],
};

describe("the resources of the server", () => {
  it("each name their table", () => {
    expect(
      Object.values(resources)
        .filter((r) => !r.table)
        .map((r) => r.name),
    ).toEqual([]);
  });

  it("need only codes the seed grants (the permission catalog)", () => {
    const catalog = new Set(allPermissionCodes().map((entry) => entry.code));
    for (const name of Object.keys(TABLES)) {
      const codes = resourceCodes(resources[name as keyof typeof resources]);
      // A read-only list's other actions have no route, so no code is granted for them (its page hides them).
      const actions = READ_ONLY.has(name)
        ? { list: codes.list }
        : Object.fromEntries(
            Object.entries(codes).filter(([action]) => !NO_ROUTE[name]?.includes(action as ResourceAction)),
          );
      for (const [action, code] of Object.entries(actions))
        expect(catalog, `${name} ${action}`).toContain(code);
    }
  });

  it("grant no code for a read-only list's missing actions", () => {
    const catalog = new Set(allPermissionCodes().map((entry) => entry.code));
    for (const name of READ_ONLY) {
      const { add, edit, import: importCode } = resourceCodes(resources[name as keyof typeof resources]);
      expect(
        [add, edit, importCode].filter((code) => catalog.has(code)),
        name,
      ).toEqual([]);
    }
  });
});
