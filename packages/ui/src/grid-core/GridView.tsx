import { clsx } from "clsx";
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
} from "react";
import { cellStyle, type GridColumnLayout, GridRow, type GridRowState } from "./GridRow";
import { gridCellClasses, gridFooterClasses, gridHeaderClasses, gridRootClasses } from "./grid-classes";
import type { GridColumn, GridFooterRow } from "./grid-column";
import { type GridRowData, useGridModel, useGridRows } from "./grid-model";
import type { GridPosition } from "./grid-navigation";
import { useElementHeight } from "./use-element-height";
import { useGridNavigation } from "./use-grid-navigation";
import { useVirtualRows } from "./use-virtual-rows";

/** Rows past which the body is windowed when `virtual` is "auto". */
export const AUTO_VIRTUAL_ROWS = 100;

export interface GridViewHandle {
  /** Focuses a cell (row -1 is the header), scrolling it into view. */
  focusCell: (position: GridPosition) => void;
  scrollToRow: (index: number) => void;
  element: HTMLDivElement | null;
}

export interface GridViewProps<Row extends GridRowData> {
  rows: readonly Row[];
  columns: readonly GridColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Tree data: children of a row, shown for the ids in `expandedIds` (role becomes treegrid). */
  getSubRows?: (row: Row) => readonly Row[] | undefined;
  expandedIds?: ReadonlySet<string>;
  /** Per-row state shown by the row (selection, tree level, the cell being edited). */
  rowState?: (row: Row, depth: number) => GridRowState;
  /** Content shown under an expanded row (rows flow; not with virtual rows). */
  renderDetail?: (row: Row) => ReactNode;
  footerRows?: readonly GridFooterRow[];
  /** Accessible name of the grid. */
  label: string;
  rowHeight: number;
  headerHeight: number;
  /** The body scrolls past this height (px); undefined grows with its rows. */
  maxHeight?: number;
  /** Window the rows: always, never, or past `AUTO_VIRTUAL_ROWS`. */
  virtual?: boolean | "auto";
  /** Rows rendered beyond the viewport on each side. */
  overscan?: number;
  /** Rows before this page, so `aria-rowindex` counts across pages; `rowCount` is then the total. */
  rowIndexOffset?: number;
  rowCount?: number;
  /** Shown in place of the body when there are no rows. */
  empty?: ReactNode;
  /** Laid over the grid (loading). */
  overlay?: ReactNode;
  /** Sees a cell's keys first (an editable face starts editing on Enter); `preventDefault` keeps them. */
  onCellKeyDown?: (event: KeyboardEvent<HTMLElement>, position: GridPosition) => void;
  className?: string;
  rtl?: boolean;
  ref?: Ref<GridViewHandle>;
}

/**
 * The grid core's view: a WAI-ARIA grid (or treegrid) of div rows, with a sticky header and footer,
 * pinned and resizable columns, roving focus, and windowed rows with scaled scroll for huge tables.
 * Every face (DataTable, tree table, EditableTable) renders through it.
 */
export function GridView<Row extends GridRowData>({
  rows,
  columns,
  getRowId,
  getSubRows,
  expandedIds,
  rowState,
  renderDetail,
  footerRows = [],
  label,
  rowHeight,
  headerHeight,
  maxHeight,
  virtual = "auto",
  overscan = 9,
  rowIndexOffset = 0,
  rowCount,
  empty,
  overlay,
  onCellKeyDown,
  className,
  rtl = false,
  ref,
}: GridViewProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const ordered = useMemo(
    () => [
      ...columns.filter((column) => column.pinned === "start"),
      ...columns.filter((column) => column.pinned === undefined),
      ...columns.filter((column) => column.pinned === "end"),
    ],
    [columns],
  );
  const table = useGridModel({ rows, columns: ordered, getRowId, getSubRows, expandedIds });
  const modelRows = useGridRows(table, { rows, getRowId, getSubRows });
  const sizing = table.state.columnSizing;
  const leafColumns = table.getAllLeafColumns();
  // biome-ignore lint/correctness/useExhaustiveDependencies: sizes come from the table's sizing state.
  const layout = useMemo<GridColumnLayout[]>(
    () =>
      ordered.map((column) => {
        const model = leafColumns.find((leaf) => leaf.id === column.id);
        const width = model?.getSize() ?? column.width;
        if (column.pinned === "start") return { width, insetStart: model?.getStart("start") ?? 0 };
        if (column.pinned === "end") return { width, insetEnd: model?.getAfter("end") ?? 0 };
        return { width };
      }),
    [ordered, sizing, leafColumns],
  );
  const totalWidth = layout.reduce((sum, column) => sum + column.width, 0);

  const windowed = virtual === "auto" ? modelRows.length > AUTO_VIRTUAL_ROWS : virtual;
  const measured = useElementHeight(scrollRef, maxHeight ?? 0);
  const footerHeight = footerRows.length * rowHeight;
  const viewportHeight = Math.max(rowHeight, (maxHeight ? measured : 0) - headerHeight - footerHeight);
  const body = useVirtualRows({
    count: modelRows.length,
    rowHeight,
    scrollRef,
    viewportHeight,
    overscan,
    enabled: windowed && maxHeight !== undefined,
  });

  const navigation = useGridNavigation({
    gridRef: scrollRef,
    rowCount: modelRows.length,
    columnCount: ordered.length,
    header: true,
    pageRows: body.pageRows,
    scrollToRow: body.scrollToRow,
    rtl,
  });
  useImperativeHandle(
    ref,
    () => ({
      focusCell: navigation.focusCell,
      scrollToRow: body.scrollToRow,
      element: scrollRef.current,
    }),
    [navigation.focusCell, body.scrollToRow],
  );
  const onCellFocus = navigation.setActive;
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (onCellKeyDown && target.hasAttribute("data-grid-row")) {
        onCellKeyDown(event, {
          row: Number(target.getAttribute("data-grid-row")),
          column: Number(target.getAttribute("data-grid-column")),
        });
      }
      navigation.onKeyDown(event);
    },
    [onCellKeyDown, navigation],
  );

  const tree = getSubRows !== undefined;
  const headerRows = 1;
  const totalRows = rowCount ?? modelRows.length;

  return (
    <div className={clsx("relative", className)} data-slot="grid-frame">
      {/* Div rows (not <table>) so rows can be windowed and cells pinned; the ARIA grid roles say what it is.
          biome-ignore lint/a11y/noStaticElementInteractions: role is grid or treegrid, chosen at run time
          biome-ignore lint/a11y/useAriaPropsSupportedByRole: same: both roles take a label */}
      <div
        ref={scrollRef}
        role={tree ? "treegrid" : "grid"}
        aria-label={label}
        aria-rowcount={headerRows + totalRows + footerRows.length}
        aria-colcount={ordered.length}
        aria-busy={overlay ? true : undefined}
        dir={rtl ? "rtl" : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={gridRootClasses}
        style={{ maxHeight }}
        data-slot="grid"
      >
        <div role="rowgroup" className={gridHeaderClasses} style={{ width: totalWidth }}>
          <div role="row" aria-rowindex={1} className="flex min-w-full" style={{ height: headerHeight }}>
            {ordered.map((column, index) => {
              const header = table.getFlatHeaders().find((entry) => entry.column.id === column.id);
              return (
                <div
                  key={column.id}
                  role="columnheader"
                  aria-colindex={index + 1}
                  aria-sort={column.sort}
                  {...navigation.cellProps({ row: -1, column: index })}
                  className={gridCellClasses({ align: column.align, pinned: column.pinned, header: true })}
                  style={cellStyle(layout[index])}
                >
                  {typeof column.header === "function" ? column.header() : column.header}
                  {column.resizable && header && (
                    // Pointer affordance; the column keeps its width from the keyboard's point of view.
                    <div
                      aria-hidden="true"
                      data-slot="grid-resize-handle"
                      onMouseDown={header.getResizeHandler()}
                      onTouchStart={header.getResizeHandler()}
                      className="absolute inset-y-2 end-0 w-1 cursor-col-resize touch-none border-e border-border hover:border-primary"
                    />
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <div
          role="rowgroup"
          data-slot="grid-body"
          className="relative"
          style={{ height: modelRows.length > 0 ? body.bodyHeight : undefined, width: totalWidth }}
        >
          {modelRows.length === 0 && empty !== undefined ? (
            <div role="row" aria-rowindex={2} className="flex min-w-full">
              <div role="gridcell" aria-colspan={ordered.length} className="sticky start-0 w-full">
                {empty}
              </div>
            </div>
          ) : (
            body.rows.map(({ index, top }) => {
              const model = modelRows.at(index);
              if (!model) return null;
              const state = rowState?.(model.original, model.depth) ?? {};
              return (
                <RowWithDetail
                  key={model.id}
                  detail={renderDetail?.(model.original)}
                  columnCount={ordered.length}
                >
                  <GridRow
                    row={model.original}
                    rowIndex={index}
                    ariaRowIndex={headerRows + rowIndexOffset + index + 1}
                    top={top}
                    height={rowHeight}
                    width={totalWidth}
                    columns={ordered}
                    layout={layout}
                    activeColumn={navigation.active.row === index ? navigation.active.column : -1}
                    state={tree ? { ...state, level: model.depth + 1 } : state}
                    onCellFocus={onCellFocus}
                  />
                </RowWithDetail>
              );
            })
          )}
        </div>
        {footerRows.length > 0 && (
          <div role="rowgroup" className={gridFooterClasses} style={{ width: totalWidth }}>
            {footerRows.map((footer, footerIndex) => (
              <div
                key={footer.id}
                role="row"
                aria-rowindex={headerRows + totalRows + footerIndex + 1}
                className="flex min-w-full"
                style={{ height: rowHeight }}
              >
                {ordered.map((column, index) => (
                  <div
                    key={column.id}
                    role="gridcell"
                    aria-colindex={index + 1}
                    className={gridCellClasses({ align: column.align, pinned: column.pinned, header: true })}
                    style={cellStyle(layout[index])}
                  >
                    {footer.cells[column.id]}
                  </div>
                ))}
              </div>
            ))}
          </div>
        )}
      </div>
      {overlay}
    </div>
  );
}

/** A row and, when expanded, its detail row spanning every column. */
function RowWithDetail({
  children,
  detail,
  columnCount,
}: {
  children: ReactNode;
  detail: ReactNode;
  columnCount: number;
}) {
  if (detail === undefined || detail === null || detail === false) return children;
  return (
    <>
      {children}
      <div role="row" className="flex min-w-full border-b border-border-secondary bg-fill-alter">
        <div role="gridcell" aria-colspan={columnCount} className="sticky start-0 px-4 py-3">
          {detail}
        </div>
      </div>
    </>
  );
}
