import { checkDataSource } from "@kanya/core/datasource";
import { dataSource } from "@kanya/resources";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import type { ImportDeps } from "../../http/excel";
import type { RouteSpec } from "../../http/routes";
import { toSysDataSourceJson } from "../../wire/sys-registries";
import { createSecretBox } from "./secret-box";

const CODE = /^[A-Za-z0-9_-]+$/;

/**
 * `/sys/dataSource/*`: data-source records (tenant-scoped). The password is stored encrypted and never
 * answered; an edit without a password keeps the stored one. Type, driver and URL are checked together
 * (`@kanya/core/datasource`), on an edit as the record will be after it: a URL that would load classes,
 * open files or run scripts is never stored.
 */
export function dataSourceRoutes(db: Kysely<Database>, importDeps: ImportDeps): RouteSpec[] {
  const { clock } = importDeps;
  const secrets = createSecretBox(db, clock);
  return crudRoutes(
    db,
    {
      resource: dataSource,
      toJson: toSysDataSourceJson,
      tenantScoped: true,
      messages: { add: "添加成功！", duplicate: "数据源编码已存在" },
      async check(values, { existing }) {
        if (values.code && !CODE.test(values.code))
          throw new BusinessError("数据源编码只能包含字母、数字、下划线和中划线");
        // The record as it will be: the body's values over the stored ones.
        const after = (column: "db_type" | "db_driver" | "db_url") =>
          column in values ? values[column] : existing?.[column];
        const connection = checkDataSource({
          dbType: after("db_type"),
          dbDriver: after("db_driver"),
          dbUrl: after("db_url"),
        });
        if (!connection.ok) throw new BusinessError(connection.error.message);
        // No password: the stored one stays.
        const { db_password: password, ...rest } = values;
        return password ? { ...rest, db_password: await secrets.seal(password) } : rest;
      },
      excel: { title: "多数据源管理", deps: () => importDeps },
    },
    clock,
  );
}
