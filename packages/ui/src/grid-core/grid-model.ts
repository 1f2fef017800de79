import {
  type ColumnDef,
  type ColumnPinningState,
  columnPinningFeature,
  columnResizingFeature,
  columnSizingFeature,
  createExpandedRowModel,
  type ExpandedState,
  type ReactTable,
  type Row,
  rowExpandingFeature,
  type RowData as TanStackRowData,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { useMemo } from "react";
import type { GridColumn } from "./grid-column";

/** The TanStack features every face uses, once: sizes, resizing, pinned columns and tree expansion. */
export const gridFeatures = tableFeatures({
  columnSizingFeature,
  columnResizingFeature,
  columnPinningFeature,
  rowExpandingFeature,
  expandedRowModel: createExpandedRowModel(),
});

export type GridFeatures = typeof gridFeatures;
/** What a grid row can be: any object (TanStack's `RowData`). */
export type GridRowData = TanStackRowData;
export type GridTable<RowData extends GridRowData> = ReactTable<GridFeatures, RowData>;
export type GridRow<RowData extends GridRowData> = Row<GridFeatures, RowData>;

export interface UseGridModelOptions<RowData extends GridRowData> {
  rows: readonly RowData[];
  columns: readonly GridColumn<RowData>[];
  getRowId: (row: RowData) => string;
  /** Tree data: a row's children (shown when its id is in `expandedIds`). */
  getSubRows?: (row: RowData) => readonly RowData[] | undefined;
  expandedIds?: ReadonlySet<string>;
}

const noop = () => {};
const NO_ROWS: never[] = [];

/** A body row as the view draws it. */
export interface GridModelRow<RowData extends GridRowData> {
  id: string;
  original: RowData;
  depth: number;
}

/** The body rows, read one at a time: the view only asks for the rows in its window. */
export interface GridModelRows<RowData extends GridRowData> {
  length: number;
  at: (index: number) => GridModelRow<RowData> | undefined;
}

/**
 * The grid's body rows. A flat grid reads its rows directly: TanStack's row model would build an object
 * for every row again on each edit (10,000 of them for a one-cell change); a tree takes TanStack's
 * flattened rows of the expanded nodes.
 */
export function useGridRows<RowData extends GridRowData>(
  table: GridTable<RowData>,
  { rows, getRowId, getSubRows }: Pick<UseGridModelOptions<RowData>, "rows" | "getRowId" | "getSubRows">,
): GridModelRows<RowData> {
  const treeRows = getSubRows ? table.getRowModel().rows : undefined;
  return useMemo(() => {
    if (treeRows) return { length: treeRows.length, at: (index) => treeRows[index] };
    return {
      length: rows.length,
      at: (index) => {
        const original = rows[index];
        return original === undefined ? undefined : { id: getRowId(original), original, depth: 0 };
      },
    };
  }, [treeRows, rows, getRowId]);
}

/**
 * The grid's model on TanStack Table: the flattened tree of expanded rows, column widths (resizable) and
 * pinned columns. Sorting, filtering and paging happen on the server, so no client row
 * model processes them.
 */
export function useGridModel<RowData extends GridRowData>({
  rows,
  columns,
  getRowId,
  getSubRows,
  expandedIds,
}: UseGridModelOptions<RowData>): GridTable<RowData> {
  const columnDefs = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<GridFeatures, RowData> => ({
          id: column.id,
          size: column.width,
          minSize: column.minWidth ?? Math.min(column.width, 40),
          maxSize: column.maxWidth ?? Number.MAX_SAFE_INTEGER,
          enableResizing: column.resizable === true,
        }),
      ),
    [columns],
  );
  const columnPinning = useMemo<ColumnPinningState>(
    () => ({
      start: columns.filter((column) => column.pinned === "start").map((column) => column.id),
      end: columns.filter((column) => column.pinned === "end").map((column) => column.id),
    }),
    [columns],
  );
  const expanded = useMemo<ExpandedState>(
    () => Object.fromEntries([...(expandedIds ?? [])].map((id) => [id, true])),
    [expandedIds],
  );
  // TanStack memoises the row model on `data`: a new children function (a node loaded) needs new data.
  // Only trees use TanStack's row model (see useGridRows); a flat grid gives it no rows to rebuild.
  const data = useMemo(() => (getSubRows ? rows.slice() : NO_ROWS), [rows, getSubRows]);
  return useTable<GridFeatures, RowData>({
    features: gridFeatures,
    data,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    getSubRows: getSubRows ? (row) => getSubRows(row) as RowData[] | undefined : undefined,
    getRowCanExpand: getSubRows ? (row) => (getSubRows(row.original)?.length ?? 0) > 0 : undefined,
    columnResizeMode: "onChange",
    state: { columnPinning, expanded },
    onColumnPinningChange: noop,
    onExpandedChange: noop,
  });
}
