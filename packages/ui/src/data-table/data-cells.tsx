import { DEFAULT_ELLIPSIS_LENGTH } from "@kanya/core/text";
import { Ellipsis } from "../ellipsis/Ellipsis";
import type { CellContext } from "../grid-core/cell-registry";
import type { CopyValue } from "../grid-core/range-text";
import type { DataCellRegistry, DataRow, DataTableColumn } from "./data-table-types";

/** The text a cell shows: the row's `<dataIndex>_dictText` when present (dictionary text), else the value. */
export function cellText(row: DataRow, dataIndex: string | undefined): string {
  if (dataIndex === undefined) return "";
  const value = row[`${dataIndex}_dictText`] ?? row[dataIndex];
  if (value === undefined || value === null) return "";
  return Array.isArray(value) ? value.join(",") : String(value);
}

/**
 * What a column's cells copy as (Ctrl+C on a range): the text they show, dictionary text rather than
 * codes; a column without `dataIndex` (actions, a render of its own over the whole row) copies nothing.
 */
export function copyValueOf(column: DataTableColumn): CopyValue<DataRow> | undefined {
  const { dataIndex } = column;
  return dataIndex === undefined ? undefined : (row) => cellText(row, dataIndex);
}

type Context = CellContext<DataRow, DataTableColumn>;

/** How many display units an `ellipsis` column keeps: its own number, else spec §9's 25. */
export function ellipsisLength(column: Pick<DataTableColumn, "ellipsis">): number {
  return typeof column.ellipsis === "number" ? column.ellipsis : DEFAULT_ELLIPSIS_LENGTH;
}

/** The DataTable's built-in cell types; a table adds its own through `cellTypes`. */
export const dataCellTypes: DataCellRegistry = {
  text: { display: ({ row, column }: Context) => cellText(row, column.dataIndex) },
  // Spec §9: 25 units and one line; a column narrower than the cut text clips it too, as Ant Design's
  // `ellipsis` column does, instead of wrapping the row onto two lines. Either cut shows the tooltip.
  ellipsis: {
    display: ({ row, column }: Context) => (
      <Ellipsis
        text={cellText(row, column.dataIndex)}
        length={ellipsisLength(column)}
        lines={1}
        tabIndex={-1}
      />
    ),
  },
};
