import { clsx } from "clsx";
import {
  type CSSProperties,
  Fragment,
  memo,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useSyncExternalStore,
} from "react";
import { gridCellClasses, gridRowClasses, pinnedBodyCellStates } from "./grid-classes";
import { FLOWING_ROW, type GridColumn, WINDOWED_ROW } from "./grid-column";
import type { GridPosition } from "./grid-navigation";
import { type RowRange, sameRowRange } from "./row-range";
import type { RowUpdates } from "./row-updates";
import type { ColumnSpacer } from "./use-virtual-columns";

/** Where a column sits: its width and, when pinned, its sticky offset. */
export interface GridColumnLayout {
  width: number;
  insetStart?: number;
  insetEnd?: number;
  /**
   * Takes a share of the width a grid wider than its columns has to spare, so no blank band is left after the
   * columns (Ant Design's table fills its width too): the growing columns (`GridColumn.grows`), else the last
   * unpinned column. The others keep the widths they are given or resized to.
   */
  fills?: boolean;
  /** A filling column's content width (`GridColumn.idealWidth`) when wider than `width`. */
  ideal?: number;
  /** A pinned column next to the scrolling ones (the last pinned at the start, the first at the end). */
  edge?: true;
}

/** Per-row state a face shows (selection, tree level…); the row re-renders only when it changes. */
export interface GridRowState {
  selected?: boolean;
  /** Tree rows: expanded or collapsed; undefined for a leaf. */
  expanded?: boolean;
  /** Tree rows: 1 for the roots. */
  level?: number;
  className?: string;
  /** Anything else the row's cells show (e.g. the cell being edited); compared with `Object.is`. */
  signature?: unknown;
}

export interface GridRowProps<Row> {
  row: Row;
  /** The row's id: what a cell's content is keyed by, so a windowed row's slot passing to another row
   * carries no state (an editor, an open menu) across. */
  rowKey: string;
  rowIndex: number;
  /** 1-based, counting the header row (`aria-rowindex`). */
  ariaRowIndex: number;
  /** Top inside the body for a virtual row; undefined when rows flow. */
  top: number | undefined;
  height: number;
  /** The columns' total width: the row is that wide, or as wide as the grid when the grid is wider. */
  width: number;
  columns: readonly GridColumn<Row>[];
  layout: readonly GridColumnLayout[];
  /** The columns drawn (indexes into `columns`) and spacers for those left out (column windowing). */
  drawn: readonly (number | ColumnSpacer)[];
  /** The column holding the grid's tab stop when it is in this row, else -1. */
  activeColumn: number;
  state: GridRowState;
  onCellFocus: (position: GridPosition) => void;
  /** This row's part of the selected cell range. */
  range?: RowRange;
  /** Pointer down on the fill handle (drawn at the range's bottom-right cell). */
  onFillStart?: (event: PointerEvent<HTMLElement>) => void;
  /** Where this row's value changes come from, when the grid is not rendered for them. */
  updates?: RowUpdates<Row>;
}

/** The box standing for columns left out of a windowed row. */
export function ColumnSpacerCell({ width }: { width: number }) {
  return <div aria-hidden="true" className="shrink-0" style={{ width }} />;
}

/** A cell's inline style: only the properties it sets (React writes every key, an undefined one too). */
export function cellStyle(layout: GridColumnLayout | undefined): CSSProperties {
  if (!layout) return {};
  if (layout.fills)
    return layout.ideal === undefined
      ? { width: layout.width, flexGrow: 1 }
      : // Starts at its content's width and shrinks back to its own when the grid is narrower.
        { width: layout.ideal, minWidth: layout.width, flexGrow: 1, flexShrink: 1 };
  if (layout.insetStart === undefined && layout.insetEnd === undefined) return { width: layout.width };
  const style: CSSProperties = { width: layout.width };
  if (layout.insetStart !== undefined) style.insetInlineStart = layout.insetStart;
  if (layout.insetEnd !== undefined) style.insetInlineEnd = layout.insetEnd;
  return style;
}

/**
 * Body cell classes per column and kind of cell (text or not, pinned edge or not), built once: a class string
 * per cell per render adds up in a fast scroll.
 */
const bodyCellClasses = new WeakMap<GridColumn<never>, string[]>();
function bodyCellClassName<Row>(column: GridColumn<Row>, text: boolean, edge: boolean): string {
  const key = column as GridColumn<never>;
  let kinds = bodyCellClasses.get(key);
  if (kinds === undefined) {
    kinds = [];
    bodyCellClasses.set(key, kinds);
  }
  const kind = (text ? 1 : 0) + (edge ? 2 : 0);
  kinds[kind] ??= clsx(
    gridCellClasses({ align: column.align, pinned: column.pinned, text, edge }),
    // A pinned cell paints over its row, so it follows the row's hover and selection itself.
    column.pinned && pinnedBodyCellStates,
  );
  return kinds[kind];
}

const isText = (content: ReactNode) => typeof content === "string" || typeof content === "number";

const unsubscribed = () => {};

/** The row's latest object: `row`, or a newer one `updates` has for it. */
function useLatestRow<Row>(
  updates: RowUpdates<Row> | undefined,
  rowKey: string,
  rowIndex: number,
  row: Row,
): Row {
  const subscribe = useCallback(
    (listener: () => void) => (updates ? updates.subscribe(rowKey, listener) : unsubscribed),
    [updates, rowKey],
  );
  const read = () => updates?.latest(rowKey, rowIndex) ?? row;
  return useSyncExternalStore(subscribe, read, read);
}

function GridRowView<Row>({
  row: given,
  rowKey,
  rowIndex,
  ariaRowIndex,
  top,
  height,
  width,
  columns,
  layout,
  drawn,
  activeColumn,
  state,
  onCellFocus,
  range,
  onFillStart,
  updates,
}: GridRowProps<Row>) {
  const row = useLatestRow(updates, rowKey, rowIndex, given);
  const place = top === undefined ? FLOWING_ROW : WINDOWED_ROW;
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex}
      aria-selected={state.selected}
      aria-expanded={state.expanded}
      aria-level={state.level}
      data-state={state.selected ? "selected" : undefined}
      className={clsx(
        gridRowClasses,
        "group/row",
        // A row of fixed size is its own layout root: a drawn row does not relayout the others.
        top !== undefined && "absolute inset-x-0 top-0 [contain:strict]",
        state.className,
      )}
      style={
        top === undefined
          ? { minHeight: height, minWidth: width }
          : { transform: `translateY(${top}px)`, height, minWidth: width }
      }
    >
      {drawn.map((entry) => {
        if (typeof entry !== "number") return <ColumnSpacerCell key={entry.spacer} width={entry.width} />;
        const index = entry;
        const column = columns[index];
        if (!column) return null;
        const inRange = range !== undefined && index >= range.left && index <= range.right;
        const content = column.cell(row, rowIndex, place);
        const text = column.textCells === true && isText(content);
        const edge = layout[index]?.edge === true;
        return (
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={index + 1}
            aria-selected={inRange || undefined}
            tabIndex={activeColumn === index ? 0 : -1}
            data-grid-row={rowIndex}
            data-grid-column={index}
            onFocus={() => onCellFocus({ row: rowIndex, column: index })}
            className={
              column.cellClassName
                ? clsx(bodyCellClassName(column, text, edge), column.cellClassName(row))
                : bodyCellClassName(column, text, edge)
            }
            style={cellStyle(layout[index])}
          >
            {/* Plain text has no state and is updated in place when the slot passes to another row. */}
            {isText(content) ? content : <Fragment key={rowKey}>{content}</Fragment>}
            {inRange && <RangeOutline range={range} column={index} />}
            {range?.fillColumn === index && onFillStart && <FillHandle onPointerDown={onFillStart} />}
          </div>
        );
      })}
    </div>
  );
}

/** The range's tint on a cell and its outline on the range's outer edges. */
function RangeOutline({ range, column }: { range: RowRange; column: number }) {
  return (
    <span
      aria-hidden="true"
      data-slot="grid-range"
      className={clsx(
        "pointer-events-none absolute inset-0 border-primary bg-primary/10",
        range.top && "border-t-2",
        range.bottom && "border-b-2",
        column === range.left && "border-s-2",
        column === range.right && "border-e-2",
      )}
    />
  );
}

/** The small square a pointer drags down to fill; keyboard users fill with Ctrl+D. */
function FillHandle({ onPointerDown }: { onPointerDown: (event: PointerEvent<HTMLElement>) => void }) {
  return (
    <span
      aria-hidden="true"
      data-slot="grid-fill-handle"
      onPointerDown={onPointerDown}
      className="absolute end-0 bottom-0 z-[1] size-2 cursor-crosshair touch-none border border-surface bg-primary-solid"
    />
  );
}

const sameState = (a: GridRowState, b: GridRowState) =>
  a.selected === b.selected &&
  a.expanded === b.expanded &&
  a.level === b.level &&
  a.className === b.className &&
  Object.is(a.signature, b.signature);

/**
 * One body row. Memoised on what it shows, so an edit re-renders only the edited row: the row object
 * (replaced, not mutated, on change, and read from `updates` when the grid is not rendered for it), its
 * place, the columns and their layout, its tab stop and state.
 */
export const GridRow = memo(
  GridRowView,
  (previous, next) =>
    previous.row === next.row &&
    previous.rowKey === next.rowKey &&
    previous.rowIndex === next.rowIndex &&
    previous.ariaRowIndex === next.ariaRowIndex &&
    previous.top === next.top &&
    previous.height === next.height &&
    previous.width === next.width &&
    previous.columns === next.columns &&
    previous.layout === next.layout &&
    previous.drawn === next.drawn &&
    previous.activeColumn === next.activeColumn &&
    previous.onCellFocus === next.onCellFocus &&
    previous.onFillStart === next.onFillStart &&
    previous.updates === next.updates &&
    sameRowRange(previous.range, next.range) &&
    sameState(previous.state, next.state),
) as typeof GridRowView;
