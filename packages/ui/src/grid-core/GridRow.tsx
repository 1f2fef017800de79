import { clsx } from "clsx";
import { type CSSProperties, memo } from "react";
import { gridCellClasses, gridRowClasses } from "./grid-classes";
import type { GridColumn } from "./grid-column";
import type { GridPosition } from "./grid-navigation";

/** Where a column sits: its width and, when pinned, its sticky offset. */
export interface GridColumnLayout {
  width: number;
  insetStart?: number;
  insetEnd?: number;
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
  rowIndex: number;
  /** 1-based, counting the header row (`aria-rowindex`). */
  ariaRowIndex: number;
  /** Top inside the body for a virtual row; undefined when rows flow. */
  top: number | undefined;
  height: number;
  width: number;
  columns: readonly GridColumn<Row>[];
  layout: readonly GridColumnLayout[];
  /** The column holding the grid's tab stop when it is in this row, else -1. */
  activeColumn: number;
  state: GridRowState;
  onCellFocus: (position: GridPosition) => void;
}

export function cellStyle(layout: GridColumnLayout | undefined): CSSProperties {
  return {
    width: layout?.width,
    insetInlineStart: layout?.insetStart,
    insetInlineEnd: layout?.insetEnd,
  };
}

function GridRowView<Row>({
  row,
  rowIndex,
  ariaRowIndex,
  top,
  height,
  width,
  columns,
  layout,
  activeColumn,
  state,
  onCellFocus,
}: GridRowProps<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex}
      aria-selected={state.selected}
      aria-expanded={state.expanded}
      aria-level={state.level}
      data-state={state.selected ? "selected" : undefined}
      className={clsx(gridRowClasses, "group/row", state.className)}
      style={
        top === undefined
          ? { minHeight: height, width }
          : { position: "absolute", top: 0, transform: `translateY(${top}px)`, height, width }
      }
    >
      {columns.map((column, index) => (
        <div
          key={column.id}
          role="gridcell"
          aria-colindex={index + 1}
          tabIndex={activeColumn === index ? 0 : -1}
          data-grid-row={rowIndex}
          data-grid-column={index}
          onFocus={() => onCellFocus({ row: rowIndex, column: index })}
          className={clsx(
            gridCellClasses({ align: column.align, pinned: column.pinned }),
            "group-hover/row:bg-fill-hover group-data-[state=selected]/row:bg-primary-fill",
            column.cellClassName?.(row),
          )}
          style={cellStyle(layout[index])}
        >
          {column.cell(row, rowIndex)}
        </div>
      ))}
    </div>
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
 * (replaced, not mutated, on change), its place, the columns and their layout, its tab stop and state.
 */
export const GridRow = memo(
  GridRowView,
  (previous, next) =>
    previous.row === next.row &&
    previous.rowIndex === next.rowIndex &&
    previous.ariaRowIndex === next.ariaRowIndex &&
    previous.top === next.top &&
    previous.height === next.height &&
    previous.width === next.width &&
    previous.columns === next.columns &&
    previous.layout === next.layout &&
    previous.activeColumn === next.activeColumn &&
    previous.onCellFocus === next.onCellFocus &&
    sameState(previous.state, next.state),
) as typeof GridRowView;
