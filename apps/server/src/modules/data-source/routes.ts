import { checkDataSource } from "@kanya/core/datasource";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { defineListSpec } from "../../http/list";
import { optionalText } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import type { RouteSpec } from "../../http/routes";
import { rowInTenant, tenantCondition } from "../../http/tenant-scope";
import { toSysDataSourceJson } from "../../wire/sys-registries";
import { crudRoutes } from "../registry/crud-routes";
import { createSecretBox } from "./secret-box";

const listSpec = defineListSpec({
  table: "sys_data_source",
  fields: {
    id: { column: "id", type: "string" },
    code: { column: "code", type: "string" },
    name: { column: "name", type: "string" },
    dbType: { column: "db_type", type: "string" },
    dbName: { column: "db_name", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
  },
  dictFields: { dbType: "database_type" },
  where: (eb, ctx) => tenantCondition(eb, ctx.tenantId),
  toRecords: (rows) => rows.map(toSysDataSourceJson),
});

const TEXT_FIELDS = [
  ["name", "name", 100],
  ["remark", "remark", 200],
  ["dbType", "db_type", 10],
  ["dbDriver", "db_driver", 100],
  ["dbUrl", "db_url", 500],
  ["dbName", "db_name", 100],
  ["dbUsername", "db_username", 100],
] as const;

/**
 * `/sys/dataSource/*`: data-source records (tenant-scoped). The password is stored encrypted and never
 * answered; an edit without a password keeps the stored one. Type, driver and URL are checked together
 * (`@kanya/core/datasource`), on an edit as the record will be after it: a URL that would load classes,
 * open files or run scripts is never stored.
 */
export function dataSourceRoutes(db: Kysely<Database>, clock: () => Date): RouteSpec[] {
  const secrets = createSecretBox(db, clock);
  return crudRoutes(
    db,
    {
      base: "/sys/dataSource",
      table: "sys_data_source",
      codes: PERMISSION_CODES.dataSource,
      messages: { add: "添加成功！", edit: "编辑成功!", delete: "删除成功!", deleteBatch: "批量删除成功!" },
      listSpec,
      toJson: toSysDataSourceJson,
      duplicateMessage: "数据源编码已存在",
      visible: (row, tenantId) => rowInTenant(row.tenant_id, tenantId),
      tenantColumn: "tenant_id",
      async readBody(body, { mode, existing }) {
        const values: Record<string, unknown> = {};
        const code = optionalText(body, "code", 100);
        if ((mode === "add" && !code) || code === null) throw new BusinessError("数据源编码不能为空");
        if (code !== undefined) {
          if (!/^[A-Za-z0-9_-]+$/.test(code))
            throw new BusinessError("数据源编码只能包含字母、数字、下划线和中划线");
          values.code = code;
        }
        for (const [field, column, max] of TEXT_FIELDS) {
          const value = optionalText(body, field, max);
          if (value !== undefined) values[column] = value;
        }
        // The record as it will be: the body's values over the stored ones.
        const after = (column: "db_type" | "db_driver" | "db_url") =>
          column in values ? (values[column] as string | null) : existing?.[column];
        const connection = checkDataSource({
          dbType: after("db_type"),
          dbDriver: after("db_driver"),
          dbUrl: after("db_url"),
        });
        if (!connection.ok) throw new BusinessError(connection.error.message);
        const password = body.dbPassword;
        if (password !== undefined && password !== null && password !== "") {
          if (typeof password !== "string" || password.length > 200)
            throw new BusinessError("数据库密码格式不正确");
          values.db_password = await secrets.seal(password);
        }
        return values;
      },
    },
    clock,
  );
}
