import { exportColumns, parseResourceBody, type Resource, resourceCodes } from "@kanya/core/resource";
import type { AuthContext } from "../../auth/auth-context";
import { BusinessError } from "../errors";
import type { ExcelFamily } from "../excel";
import type { ListSpec } from "../list";

export interface ResourceExcel {
  /** The sheet's title row and the file's name. */
  readonly title: string;
  /** Base name of the failed-rows report; default `<resource name>ImportExcelErrorLog`. */
  readonly errorFileName?: string;
}

/**
 * A resource's Excel family (http/excel/family.ts): its export columns, dictionary fields written as text
 * and read back by text or value, read-only fields exported only; each imported row checked as an add body.
 */
export function resourceExcelFamily(
  resource: Resource,
  // biome-ignore lint/suspicious/noExplicitAny: any table's list spec
  listSpec: ListSpec<any, object>,
  excel: ResourceExcel,
  addRecord: (body: Readonly<Record<string, unknown>>, auth: AuthContext) => Promise<void>,
): ExcelFamily {
  const codes = resourceCodes(resource);
  return {
    api: resource.api,
    codes: { export: codes.export, import: codes.import },
    title: excel.title,
    errorFileName: excel.errorFileName ?? `${resource.name}ImportExcelErrorLog`,
    listSpec,
    columns: exportColumns(resource).map((column) => ({
      header: column.header,
      field: column.field,
      ...(column.width !== undefined ? { width: column.width } : {}),
      ...(column.dictCode ? { texts: column.dictCode } : {}),
      ...(resource.fields[column.field]?.form === false ? { exportOnly: true as const } : {}),
    })),
    importer: (auth) => async (body) => {
      const parsed = parseResourceBody(resource, "add", body);
      if (!parsed.ok) throw new BusinessError(parsed.message);
      await addRecord(parsed.value, auth);
    },
  };
}
