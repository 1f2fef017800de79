import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import type { ExcelFamily } from "../../http/excel";
import { defineListSpec } from "../../http/list";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { toSysCategoryJson } from "../../wire/sys-category";
import { parseCategoryInput } from "./routes";
import { type CategoryService, ROOT_PID } from "./service";

/**
 * Categories as a sheet: every level, by code (a parent's code sorts before its children's), the parent
 * named by its code so a sheet can be edited and imported into another system; JeecgBoot's `@Excel` names.
 */
export function categoryExcel(db: Kysely<Database>, categories: CategoryService): ExcelFamily {
  const idOfCode = async (code: string) => {
    const row = await db.selectFrom("sys_category").select("id").where("code", "=", code).executeTakeFirst();
    if (!row) throw new BusinessError(`父级节点不存在：${code}`);
    return row.id;
  };
  return {
    api: "/sys/category",
    codes: PERMISSION_CODES.category,
    title: "分类字典",
    errorFileName: "categoryImportExcelErrorLog",
    listSpec: defineListSpec({
      table: "sys_category",
      fields: {
        id: { column: "id", type: "string" },
        pid: { column: "pid", type: "string" },
        name: { column: "name", type: "string" },
        code: { column: "code", type: "string" },
        createTime: { column: "create_time", type: "datetime" },
      },
      defaultSort: { field: "code", order: "asc" },
      toRecords: async (rows) => {
        const parentIds = [...new Set(rows.map((row) => row.pid).filter((pid) => pid && pid !== ROOT_PID))];
        const parents =
          parentIds.length === 0
            ? []
            : await db
                .selectFrom("sys_category")
                .select(["id", "code"])
                .where("id", "in", parentIds)
                .execute();
        const codeOf = new Map(parents.map((parent) => [parent.id, parent.code]));
        return rows.map((row) => ({
          ...toSysCategoryJson(row),
          parentCode: codeOf.get(row.pid ?? "") ?? null,
        }));
      },
    }),
    columns: [
      { header: "父级节点", field: "parentCode", width: 15 },
      { header: "类型名称", field: "name", width: 20 },
      { header: "类型编码", field: "code", width: 15 },
    ],
    importer: (auth) => async (body) => {
      const parentCode = typeof body.parentCode === "string" ? body.parentCode : "";
      const pid = parentCode ? await idOfCode(parentCode) : undefined;
      const input = parseCategoryInput({ name: body.name, code: body.code, ...(pid ? { pid } : {}) });
      await categories.add(input, auth.user.username);
    },
  };
}
