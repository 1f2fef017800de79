import { exportColumns, parseResourceBody, type Resource } from "@kanya/core/resource";
import type { Kysely } from "kysely";
import type { AuthContext } from "../../auth/auth-context";
import type { Database } from "../../db/schema";
import type { GuardedAccess } from "../access";
import { BusinessError } from "../errors";
import { type ExportColumn, type ImportDeps, serveImport, serveWorkbook } from "../excel";
import { requireAuth } from "../guard";
import { type ListSpec, listContext, loadDictTexts, queryListAll } from "../list";
import { optionalIdList } from "../params";
import { get, post, type RouteSpec } from "../routes";

export interface ResourceExcelSpec {
  readonly resource: Resource;
  // biome-ignore lint/suspicious/noExplicitAny: any table's list spec
  readonly listSpec: ListSpec<any, object>;
  readonly title: string;
  readonly errorFileName: string;
  readonly deps: () => ImportDeps;
  readonly access: { readonly export: GuardedAccess; readonly import: GuardedAccess };
  /** Adds one record from checked wire values, as the add route does. */
  readonly addRecord: (body: Readonly<Record<string, unknown>>, auth: AuthContext) => Promise<void>;
}

/**
 * `exportXls` (the list's records as filtered and sorted, or the `selections=` ids) and `importExcel` (one
 * record per row, checked as an add): the resource's export columns, dictionary fields as their text.
 */
export function resourceExcelRoutes(db: Kysely<Database>, spec: ResourceExcelSpec): RouteSpec[] {
  const { resource } = spec;
  const columns = exportColumns(resource);
  const sheet: ExportColumn<Record<string, unknown>>[] = columns.map((column) => ({
    header: column.header,
    ...(column.width !== undefined ? { width: column.width } : {}),
    value: (record) =>
      cell(
        column.dictText ? (record[`${column.field}_dictText`] ?? record[column.field]) : record[column.field],
      ),
  }));
  return [
    get(`${resource.api}/exportXls`, spec.access.export, async (c) => {
      const selections = optionalIdList(c.req.query("selections"), "selections");
      const records = await queryListAll(db, spec.listSpec, listContext(c), {
        ...(selections.length > 0 ? { ids: selections } : {}),
      });
      return serveWorkbook(c, spec.title, sheet, records as Record<string, unknown>[]);
    }),
    post(`${resource.api}/importExcel`, spec.access.import, async (c) => {
      const auth = requireAuth(c);
      // A dictionary field may be given by its text (中级) or its value (3).
      const codes = columns.flatMap((column) => (column.dictCode ? [column.dictCode] : []));
      const texts = await loadDictTexts(db, codes);
      const dictValue = (code: string | undefined, text: string) => {
        for (const [value, itemText] of (code && texts.get(code)) || []) if (itemText === text) return value;
        return text;
      };
      return serveImport(
        c,
        {
          title: spec.title,
          errorFileName: spec.errorFileName,
          columns,
          async importRow(row) {
            const body = Object.fromEntries(
              columns.map((column) => [column.field, dictValue(column.dictCode, row[column.field] ?? "")]),
            );
            const parsed = parseResourceBody(resource, "add", body);
            if (!parsed.ok) throw new BusinessError(parsed.message);
            await spec.addRecord(parsed.value, auth);
          },
        },
        spec.deps(),
      );
    }),
  ];
}

function cell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  return typeof value === "number" ? value : String(value);
}
