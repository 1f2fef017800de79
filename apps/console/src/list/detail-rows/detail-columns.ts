import type { DictItemsByCode } from "@kanya/client";
import { type DetailRows, detailCellMessage, type Field } from "@kanya/core/resource";
import type { DataTableColumn } from "@kanya/ui/data-table";
import type { EditableColumn, EditableColumnType } from "@kanya/ui/editable-table";

/** The editable table's cell type for a detail field's kind. */
function cellType(f: Field): EditableColumnType {
  switch (f.kind) {
    case "number":
    case "money":
      return "inputNumber";
    case "date":
      return "date";
    case "datetime":
      return "datetime";
    case "dict":
      return "select";
    default:
      return "input";
  }
}

/** Width of a kind's column, in px. */
function widthOf(f: Field): number {
  if (f.kind === "datetime") return 190;
  if (f.kind === "date" || f.kind === "dict" || f.kind === "money" || f.kind === "number") return 130;
  return (f.max ?? 50) > 100 ? 260 : 140;
}

/**
 * The editable table's columns of detail rows: a row number, then a column per field with the kind's
 * editor, its dictionary's items as choices, 合计/平均 where the field asks, and the same check the server
 * reads the rows with (`detailCellMessage`).
 */
export function detailEditableColumns(detail: DetailRows, dictionaries: DictItemsByCode | undefined) {
  const columns: EditableColumn[] = [{ key: "index", type: "row-number", title: "#" }];
  for (const [name, f] of Object.entries(detail.fields)) {
    columns.push({
      key: name,
      type: cellType(f),
      title: f.label,
      width: widthOf(f),
      ...(f.kind === "dict" && f.dictCode
        ? {
            options: (dictionaries?.[f.dictCode] ?? []).map((item) => ({
              value: item.value,
              text: item.text,
            })),
          }
        : {}),
      ...(f.kind === "money" ? { props: { precision: 2, min: f.min ?? 0 } } : {}),
      // An amount's 合计 keeps its cents (the server's total), not JeecgBoot's integer parts.
      ...(f.statistics ? { statistics: f.statistics, exactStatistics: f.kind === "money" } : {}),
      validateRules: [{ handler: (value) => detailCellMessage(f.label, f, value ?? null) }],
    });
  }
  return columns;
}

/** Read-only columns of detail rows (saved rows, the detail view), dictionary values shown as their text. */
export function detailViewColumns(
  detail: DetailRows,
  dictionaries: DictItemsByCode | undefined,
): DataTableColumn[] {
  return Object.entries(detail.fields).map(([name, f]) => ({
    title: f.label,
    dataIndex: name,
    width: widthOf(f),
    ...(f.kind === "dict" && f.dictCode
      ? {
          render: (value: unknown) =>
            dictionaries?.[f.dictCode ?? ""]?.find((item) => item.value === value)?.text ??
            String(value ?? ""),
        }
      : {}),
  }));
}

/** A row as the body carries it: the fields only, empty cells as null. */
export function detailBodyRow(detail: DetailRows, row: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(
    Object.keys(detail.fields).map((name) => {
      const value = row[name];
      return [name, value === undefined || value === "" ? null : value];
    }),
  );
}
