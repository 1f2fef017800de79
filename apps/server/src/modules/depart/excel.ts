import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import type { ExcelFamily } from "../../http/excel";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { createDepartAdmin } from "./depart-admin";
import { departListSpec } from "./extra-routes";
import { ORG_CODE_SEGMENT } from "./org-code";

/**
 * Departments as a sheet (JeecgBoot's `@Excel` names), by org code. On import, as in JeecgBoot, a row's
 * org code places it in the tree: its parent is the department whose code is the row's less one level
 * (imported above it in the same sheet, or already there); the department itself gets the next free code.
 */
export function departExcel(db: Kysely<Database>): ExcelFamily {
  const departs = createDepartAdmin(db);
  return {
    api: "/sys/sysDepart",
    codes: PERMISSION_CODES.depart,
    title: "部门列表",
    errorFileName: "departImportExcelErrorLog",
    listSpec: departListSpec,
    columns: [
      { header: "机构/部门名称", field: "departName", width: 20 },
      { header: "英文名", field: "departNameEn" },
      { header: "缩写", field: "departNameAbbr" },
      { header: "排序", field: "departOrder", width: 8 },
      { header: "描述", field: "description" },
      { header: "机构类别", field: "orgCategory", texts: "org_category", width: 10 },
      { header: "机构类型", field: "orgType", exportOnly: true, width: 10 },
      { header: "机构编码", field: "orgCode", width: 15 },
      { header: "手机号", field: "mobile" },
      { header: "传真", field: "fax" },
      { header: "地址", field: "address" },
      { header: "备注", field: "memo" },
    ],
    importer: (auth) => {
      const tenantId = auth.tenantId ?? 0;
      // The sheet's org code → the id its row was saved under, for the rows below it.
      const imported = new Map<string, string>();
      const parentOf = async (orgCode: string): Promise<string> => {
        const parentCode = orgCode.slice(0, -ORG_CODE_SEGMENT);
        if (parentCode === "") return "";
        const known = imported.get(parentCode);
        if (known) return known;
        const parent = await db
          .selectFrom("sys_depart")
          .select("id")
          .where("org_code", "=", parentCode)
          .where("tenant_id", "=", tenantId)
          .executeTakeFirst();
        if (!parent) throw new BusinessError(`上级部门不存在：机构编码${parentCode}`);
        return parent.id;
      };
      return async ({ orgCode, ...body }) => {
        const code = typeof orgCode === "string" ? orgCode : "";
        const parentId = await parentOf(code);
        const saved = await departs.add(tenantId, { ...body, parentId }, auth.user.username);
        if (code) imported.set(code, saved.id);
      };
    },
  };
}
