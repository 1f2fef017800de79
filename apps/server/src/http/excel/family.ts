import type { Kysely } from "kysely";
import type { AuthContext } from "../../auth/auth-context";
import type { Database } from "../../db/schema";
import { openableByLink, permission } from "../access";
import { requireAuth } from "../guard";
import { type ListSpec, listContext, loadDictTexts, queryListBatches } from "../list";
import { optionalIdList } from "../params";
import { get, post, type RouteSpec } from "../routes";
import { serveWorkbookStream } from "./export";
import { type ImportDeps, serveImport } from "./import";
import type { ExportColumn } from "./workbook";

/** A value → text table: a stored dictionary's code, or an enumeration the server keeps in code. */
type Texts = string | ReadonlyMap<string, string>;

/** One column of a family's sheet: JeecgBoot's `@Excel` name and the wire field it holds. */
export interface FamilyColumn {
  readonly header: string;
  readonly field: string;
  readonly width?: number;
  /** Written as text, read back to the value (a text the table lacks is passed on as typed). */
  readonly texts?: Texts;
  /** Written but not read back: what the server sets itself (state, times, generated codes). */
  readonly exportOnly?: true;
}

/** Saves one imported row as the family's add route would; throws a BusinessError to refuse the row. */
export type RowSaver = (body: Readonly<Record<string, unknown>>) => Promise<void>;

/**
 * One entity's Excel declaration: `<api>/exportXls` (the list's records, filtered and sorted as the list, or
 * the `selections=` ids) and `<api>/importExcel` (each row turned into the add route's body and saved).
 */
export interface ExcelFamily {
  readonly api: string;
  readonly codes: { readonly export: string; readonly import: string };
  /** The sheet's title row and the file's name. */
  readonly title: string;
  /** Base name of the failed-rows report, e.g. `categoryImportExcelErrorLog`. */
  readonly errorFileName: string;
  // biome-ignore lint/suspicious/noExplicitAny: any table's list spec
  readonly listSpec: ListSpec<any, object>;
  readonly columns: readonly FamilyColumn[];
  /** The saver of one import request (it may remember earlier rows, e.g. a parent imported above). */
  readonly importer: (auth: AuthContext) => RowSaver;
}

/** The two routes of a family; see `ExcelFamily`. */
export function excelRoutes(db: Kysely<Database>, family: ExcelFamily, deps: () => ImportDeps): RouteSpec[] {
  const textTables = async () => {
    const codes = family.columns.flatMap((column) =>
      typeof column.texts === "string" ? [column.texts] : [],
    );
    const dicts = await loadDictTexts(db, codes);
    return new Map(
      family.columns.flatMap((column) => {
        const table = typeof column.texts === "string" ? dicts.get(column.texts) : column.texts;
        return table ? [[column.field, table] as const] : [];
      }),
    );
  };
  return [
    get(`${family.api}/exportXls`, openableByLink(permission(family.codes.export)), async (c) => {
      const selections = optionalIdList(c.req.query("selections"), "selections");
      const batches = (await queryListBatches(db, family.listSpec, listContext(c), {
        ...(selections.length > 0 ? { ids: selections } : {}),
      })) as AsyncIterable<Record<string, unknown>[]>;
      const tables = await textTables();
      const sheet: ExportColumn<Record<string, unknown>>[] = family.columns.map((column) => ({
        header: column.header,
        ...(column.width !== undefined ? { width: column.width } : {}),
        value: (record) => {
          const value = record[column.field];
          if (value === null || value === undefined) return null;
          const text = tables.get(column.field)?.get(String(value));
          return text ?? (typeof value === "number" ? value : String(value));
        },
      }));
      return serveWorkbookStream(c, family.title, sheet, batches);
    }),
    post(`${family.api}/importExcel`, permission(family.codes.import), async (c) => {
      const save = family.importer(requireAuth(c));
      const tables = await textTables();
      const columns = family.columns.filter((column) => !column.exportOnly);
      const wireValue = (field: string, text: string): unknown => {
        let value = text;
        for (const [itemValue, itemText] of tables.get(field) ?? []) if (itemText === text) value = itemValue;
        // A number column is read as a number, so the add route's reader sees what a form sends.
        const type = family.listSpec.fields[field]?.type;
        if ((type === "integer" || type === "number") && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
        return value;
      };
      return serveImport(
        c,
        {
          title: family.title,
          errorFileName: family.errorFileName,
          columns,
          importRow: (row) =>
            save(
              Object.fromEntries(
                columns.flatMap((column) => {
                  const text = row[column.field] ?? "";
                  return text === "" ? [] : [[column.field, wireValue(column.field, text)]];
                }),
              ),
            ),
        },
        deps(),
      );
    }),
  ];
}
