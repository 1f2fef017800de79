/** A cell of the grid: `row` -1 is the header row, 0… the body rows in display order. */
export interface GridPosition {
  readonly row: number;
  readonly column: number;
}

export interface GridBounds {
  readonly rowCount: number;
  readonly columnCount: number;
  /** Whether the header row takes part in navigation (row -1). */
  readonly header: boolean;
  /** Rows PageUp / PageDown move: the rows that fit in the viewport. */
  readonly pageRows: number;
}

export interface GridKey {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}

/**
 * The WAI-ARIA grid keyboard model, once for every table: arrows move one cell, Home / End to the row's
 * first / last cell, Ctrl+Home / Ctrl+End to the grid's first / last cell, PageUp / PageDown by a
 * viewport of rows. Moves stop at the edges (no wrapping). In right-to-left layouts the horizontal
 * arrows follow what the user sees. Returns undefined for a key that is not a move.
 */
export function moveInGrid(
  from: GridPosition,
  { key, ctrlKey = false, metaKey = false }: GridKey,
  bounds: GridBounds,
  { rtl = false }: { rtl?: boolean } = {},
): GridPosition | undefined {
  const firstRow = bounds.header ? -1 : 0;
  const lastRow = bounds.rowCount - 1;
  const lastColumn = bounds.columnCount - 1;
  if (lastColumn < 0 || lastRow < firstRow) return undefined;
  const at = (row: number, column: number): GridPosition => ({
    row: Math.min(Math.max(row, firstRow), lastRow),
    column: Math.min(Math.max(column, 0), lastColumn),
  });
  const step = rtl ? -1 : 1;
  const toCorner = ctrlKey || metaKey;
  switch (key) {
    case "ArrowUp":
      return at(from.row - 1, from.column);
    case "ArrowDown":
      return at(from.row + 1, from.column);
    case "ArrowLeft":
      return at(from.row, from.column - step);
    case "ArrowRight":
      return at(from.row, from.column + step);
    case "Home":
      return toCorner ? at(firstRow, 0) : at(from.row, 0);
    case "End":
      return toCorner ? at(lastRow, lastColumn) : at(from.row, lastColumn);
    case "PageUp":
      return at(Math.max(from.row - Math.max(1, bounds.pageRows), Math.min(0, from.row)), from.column);
    case "PageDown":
      return at(from.row + Math.max(1, bounds.pageRows), from.column);
    default:
      return undefined;
  }
}
