import { clsx } from "clsx";
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  type Ref,
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
} from "react";
import { ColumnResizeHandle } from "./ColumnResizeHandle";
import { type CellRange, type CellRect, cellRect, rangeRect } from "./cell-range";
import { ColumnSpacerCell, cellStyle, type GridColumnLayout, GridRow, type GridRowState } from "./GridRow";
import { gridCellClasses, gridFooterClasses, gridHeaderClasses, gridRootClasses } from "./grid-classes";
import type { GridColumn, GridFooterRow } from "./grid-column";
import { type GridRowData, useGridModel, useGridRows } from "./grid-model";
import type { GridPosition } from "./grid-navigation";
import { type CopyValue, rangeTsv } from "./range-text";
import { rowRange } from "./row-range";
import { useRowSlots } from "./row-slots";
import type { RowUpdates } from "./row-updates";
import { useElementHeight } from "./use-element-height";
import { useRowDrag } from "./use-fill-drag";
import { useGridNavigation } from "./use-grid-navigation";
import { useScrollEdges } from "./use-scroll-edges";
import { drawnColumns, useVirtualColumns } from "./use-virtual-columns";
import { useVirtualRows } from "./use-virtual-rows";

/** Rows past which the body is windowed when `virtual` is "auto". */
export const AUTO_VIRTUAL_ROWS = 100;

export interface GridViewHandle {
  /** Focuses a cell (row -1 is the header), scrolling it into view. */
  focusCell: (position: GridPosition) => void;
  scrollToRow: (index: number) => void;
  element: HTMLDivElement | null;
  /** The selected cell range (Shift+arrows, Shift+click), or null. */
  getRange: () => CellRange | null;
  clearRange: () => void;
}

export interface GridViewProps<Row extends GridRowData> {
  rows: readonly Row[];
  /**
   * Value changes that reach the drawn rows without a new `rows` (an editable face while typing): `rows`
   * then changes only when rows come, go or move, and each drawn row reads its latest object here.
   */
  rowUpdates?: RowUpdates<Row>;
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
  /**
   * Draws a fill handle at the bottom-right of the range (or the focused body cell); dragging it down
   * calls this with the source block and the last row the fill reaches.
   */
  onFill?: (source: CellRect, toRow: number) => void;
  /** Whether a fill can write column `index` (no handle on a block without one, e.g. row numbers). */
  canFill?: (index: number) => boolean;
  /**
   * Ctrl+C (Cmd+C) on a body cell copies the range (or the focused cell) as tab-separated text, each
   * column's cells read by what this returns for its id; undefined leaves a column out (selection,
   * actions). Without it the grid copies nothing of its own.
   */
  copyValue?: (columnId: string) => CopyValue<Row> | undefined;
  className?: string;
  rtl?: boolean;
  ref?: Ref<GridViewHandle>;
}

/**
 * The grid core's view: a WAI-ARIA grid (or treegrid) of div rows, with a sticky header and footer,
 * pinned and resizable columns, roving focus, and windowed rows with scaled scroll for huge tables.
 * Every face (DataTable, tree table, EditableTable) renders through it. Memoised: a face that renders for
 * something the grid does not show (a value sent through `rowUpdates`) leaves it alone.
 */
export const GridView = memo(GridViewRender) as typeof GridViewRender;

function GridViewRender<Row extends GridRowData>({
  rows,
  rowUpdates,
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
  onFill,
  canFill = () => true,
  copyValue,
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
  const layout = useMemo<GridColumnLayout[]>(() => {
    // A resizable column is as wide as its handle says: it does not grow.
    const growing = ordered.filter((column) => column.grows && !column.resizable && !column.pinned);
    const fills = growing.length > 0 ? growing : ordered.filter((column) => !column.pinned).slice(-1);
    // The pinned columns next to the scrolling ones: where cells pass under, so where a shadow shows.
    const lastStart = ordered.findLast((column) => column.pinned === "start");
    const firstEnd = ordered.find((column) => column.pinned === "end");
    return ordered.map((column) => {
      const model = leafColumns.find((leaf) => leaf.id === column.id);
      const width = model?.getSize() ?? column.width;
      if (column.pinned === "start")
        return { width, insetStart: model?.getStart("start") ?? 0, edge: column === lastStart || undefined };
      if (column.pinned === "end")
        return { width, insetEnd: model?.getAfter("end") ?? 0, edge: column === firstEnd || undefined };
      if (!fills.includes(column)) return { width };
      return column.idealWidth !== undefined && column.idealWidth > width
        ? { width, fills: true, ideal: column.idealWidth }
        : { width, fills: true };
    });
  }, [ordered, sizing, leafColumns]);
  const totalWidth = layout.reduce((sum, column) => sum + column.width, 0);
  const windowed = virtual === "auto" ? modelRows.length > AUTO_VIRTUAL_ROWS : virtual;
  const windowColumns = useMemo(
    () =>
      ordered.map((column, index) => ({
        width: layout[index]?.width ?? column.width,
        pinned: column.pinned,
      })),
    [ordered, layout],
  );
  // Rows are windowed only inside a bounded height; columns are windowed with them.
  const virtualRows = windowed && maxHeight !== undefined;
  const columnsInView = useVirtualColumns(scrollRef, windowColumns, virtualRows);
  useScrollEdges(
    scrollRef,
    layout.some((column) => column.edge),
  );
  const drawn = useMemo(
    () => drawnColumns(windowColumns, columnsInView.window),
    [windowColumns, columnsInView.window],
  );

  const measured = useElementHeight(scrollRef, maxHeight ?? 0);
  const footerHeight = footerRows.length * rowHeight;
  const viewportHeight = Math.max(rowHeight, (maxHeight ? measured : 0) - headerHeight - footerHeight);
  // The row holding the tab stop stays drawn when scrolled out of the window (set once navigation is known).
  const activeRow = useRef(-1);
  const body = useVirtualRows({
    count: modelRows.length,
    rowHeight,
    scrollRef,
    viewportHeight,
    overscan,
    enabled: virtualRows,
    keepRow: activeRow,
  });

  const navigation = useGridNavigation({
    gridRef: scrollRef,
    rowCount: modelRows.length,
    columnCount: ordered.length,
    header: true,
    pageRows: body.pageRows,
    scrollToRow: body.scrollToRow,
    scrollToColumn: columnsInView.scrollToColumn,
    rtl,
  });
  activeRow.current = navigation.active.row;
  const range = navigation.range;
  const liveRange = useRef(range);
  liveRange.current = range;
  const clearRange = navigation.clearRange;
  useImperativeHandle(
    ref,
    () => ({
      focusCell: navigation.focusCell,
      scrollToRow: body.scrollToRow,
      element: scrollRef.current,
      getRange: () => liveRange.current,
      clearRange,
    }),
    [navigation.focusCell, body.scrollToRow, clearRange],
  );
  const { active } = navigation;
  const sourceRect: CellRect | null = range
    ? rangeRect(range)
    : active.row >= 0 && rows.length > 0
      ? cellRect(active)
      : null;
  const fillable = sourceRect !== null && onFill !== undefined && anyColumn(sourceRect, canFill);
  const liveSource = useRef(sourceRect);
  liveSource.current = sourceRect;
  const fill = useRowDrag(
    scrollRef,
    useCallback(
      (toRow: number) => {
        const source = liveSource.current;
        if (source && toRow > source.bottom) onFill?.(source, toRow);
      },
      [onFill],
    ),
  );
  // While the handle is dragged, the outline follows it down over the rows the fill will write.
  const shownRect =
    sourceRect && fill.over !== undefined && fill.over > sourceRect.bottom
      ? { ...sourceRect, bottom: fill.over }
      : range
        ? sourceRect
        : null;
  /** Shift+click extends the range from the focused cell; a plain click starts afresh. */
  const onMouseDown = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-grid-row]");
      if (!cell) return;
      const position = {
        row: Number(cell.getAttribute("data-grid-row")),
        column: Number(cell.getAttribute("data-grid-column")),
      };
      if (event.shiftKey && position.row >= 0) {
        event.preventDefault();
        navigation.extendRange(position);
      } else navigation.clearRange();
    },
    [navigation],
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

  /** Copy from a body cell (not from an editor in it): the range's value columns, top to bottom. */
  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!copyValue || !target.hasAttribute("data-grid-row")) return;
    const row = Number(target.getAttribute("data-grid-row"));
    if (row < 0) return;
    const rect = range
      ? rangeRect(range)
      : cellRect({ row, column: Number(target.getAttribute("data-grid-column")) });
    const readers: CopyValue<Row>[] = [];
    for (const column of ordered.slice(rect.left, rect.right + 1)) {
      const read = copyValue(column.id);
      if (read) readers.push(read);
    }
    if (readers.length === 0) return;
    event.preventDefault();
    const shown: Row[] = [];
    for (let index = rect.top; index <= rect.bottom; index++) {
      const model = modelRows.at(index);
      if (model) shown.push(rowUpdates?.latest(model.id, index) ?? model.original);
    }
    event.clipboardData.setData("text/plain", rangeTsv(shown, readers, 0, shown.length - 1));
  };

  // Windowed rows are keyed by slot (rows that flow keep their ids): see row-slots.ts.
  const slots = useRowSlots(
    virtualRows ? body.rows.map(({ index }) => modelRows.at(index)?.id ?? "") : NO_IDS,
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
        onMouseDown={onMouseDown}
        onCopy={onCopy}
        className={gridRootClasses}
        style={{ maxHeight }}
        data-slot="grid"
      >
        <div role="rowgroup" className={gridHeaderClasses} style={{ minWidth: totalWidth }}>
          <div role="row" aria-rowindex={1} className="flex min-w-full" style={{ height: headerHeight }}>
            {drawn.map((entry) => {
              if (typeof entry !== "number")
                return <ColumnSpacerCell key={entry.spacer} width={entry.width} />;
              const index = entry;
              const column = ordered[index];
              if (!column) return null;
              const header = table.getFlatHeaders().find((candidate) => candidate.column.id === column.id);
              return (
                <div
                  key={column.id}
                  role="columnheader"
                  aria-colindex={index + 1}
                  aria-sort={column.sort}
                  {...navigation.cellProps({ row: -1, column: index })}
                  className={gridCellClasses({
                    align: column.align,
                    pinned: column.pinned,
                    header: true,
                    edge: layout[index]?.edge,
                  })}
                  style={cellStyle(layout[index])}
                >
                  {typeof column.header === "function" ? column.header() : column.header}
                  {column.resizable && header && (
                    <ColumnResizeHandle
                      label={column.resizeLabel ?? column.id}
                      width={header.column.getSize()}
                      min={header.column.columnDef.minSize ?? 0}
                      max={column.maxWidth}
                      tabbable={navigation.active.row === -1 && navigation.active.column === index}
                      rtl={rtl}
                      onDragStart={header.getResizeHandler()}
                      onWidthChange={(width) =>
                        table.setColumnSizing((sizes) => ({ ...sizes, [column.id]: width }))
                      }
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
          style={{ height: modelRows.length > 0 ? body.bodyHeight : undefined, minWidth: totalWidth }}
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
                  key={top === undefined ? model.id : `slot-${slots.get(model.id)}`}
                  detail={renderDetail?.(model.original)}
                  columnCount={ordered.length}
                >
                  <GridRow
                    row={model.original}
                    rowKey={model.id}
                    rowIndex={index}
                    ariaRowIndex={headerRows + rowIndexOffset + index + 1}
                    top={top}
                    height={rowHeight}
                    width={totalWidth}
                    columns={ordered}
                    layout={layout}
                    drawn={drawn}
                    activeColumn={navigation.active.row === index ? navigation.active.column : -1}
                    state={tree ? { ...state, level: model.depth + 1 } : state}
                    onCellFocus={onCellFocus}
                    range={
                      rowRange(shownRect, index, fillable) ??
                      (fillable && !shownRect && sourceRect?.bottom === index
                        ? rowFillOnly(sourceRect.right)
                        : undefined)
                    }
                    onFillStart={onFill ? fill.start : undefined}
                    updates={rowUpdates}
                  />
                </RowWithDetail>
              );
            })
          )}
        </div>
        {footerRows.length > 0 && (
          <div role="rowgroup" className={gridFooterClasses} style={{ minWidth: totalWidth }}>
            {footerRows.map((footer, footerIndex) => (
              <div
                key={footer.id}
                role="row"
                aria-rowindex={headerRows + totalRows + footerIndex + 1}
                className="flex min-w-full"
                style={{ height: rowHeight }}
              >
                {drawn.map((entry) => {
                  if (typeof entry !== "number")
                    return <ColumnSpacerCell key={entry.spacer} width={entry.width} />;
                  const column = ordered[entry];
                  if (!column) return null;
                  return (
                    <div
                      key={column.id}
                      role="gridcell"
                      aria-colindex={entry + 1}
                      className={gridCellClasses({
                        align: column.align,
                        pinned: column.pinned,
                        header: true,
                        edge: layout[entry]?.edge,
                      })}
                      style={cellStyle(layout[entry])}
                    >
                      {footer.cells[column.id]}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        )}
      </div>
      {overlay}
    </div>
  );
}

const NO_IDS: string[] = [];

function anyColumn(rect: CellRect, test: (index: number) => boolean): boolean {
  for (let index = rect.left; index <= rect.right; index++) if (test(index)) return true;
  return false;
}

/** The focused cell's row with no range: only the fill handle, no outline. */
function rowFillOnly(column: number) {
  return { left: -1, right: -2, top: false, bottom: false, fillColumn: column };
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
