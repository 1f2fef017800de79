import type { ReactNode } from "react";

/** What a cell renderer gets: the value, its row and where it sits. */
export interface CellContext<Row, Column> {
  value: unknown;
  row: Row;
  /** Index in the rows shown (0-based). */
  rowIndex: number;
  column: Column;
}

/** How one cell type shows its value and, where it can be edited, its editor. */
export interface CellType<Row, Column, EditorContext = never> {
  display: (context: CellContext<Row, Column>) => ReactNode;
  editor?: (context: EditorContext) => ReactNode;
  /** The editor shows at all times (a checkbox, radios): choosing is the edit, there is no click to open it. */
  live?: boolean;
  /**
   * The closed editor's look, drawn without mounting the editor: an always-edit table whose rows are
   * windowed (they mount as they scroll in) shows it until the user opens the cell (click, Enter, F2), which
   * mounts the editor in its place.
   */
  standIn?: (context: EditorContext) => ReactNode;
  /** The stand-in serves unwindowed always-edit tables too: the editor is costly even in a short table. */
  standInUnwindowed?: boolean;
}

/**
 * The cell-renderer registry: cell types by name, shared by every face of the grid. A face starts from
 * its defaults and a caller adds or replaces types (`extendCellRegistry(defaults, { money: … })`)
 * instead of forking the table.
 */
export type CellRegistry<Row, Column, EditorContext = never> = Readonly<
  Record<string, CellType<Row, Column, EditorContext>>
>;

export function extendCellRegistry<Row, Column, EditorContext>(
  base: CellRegistry<Row, Column, EditorContext>,
  more: CellRegistry<Row, Column, EditorContext> | undefined,
): CellRegistry<Row, Column, EditorContext> {
  return more ? { ...base, ...more } : base;
}

/** The type registered under `name`, or the `fallback` type (plain text) for an unknown name. */
export function cellTypeOf<Row, Column, EditorContext>(
  registry: CellRegistry<Row, Column, EditorContext>,
  name: string | undefined,
  fallback: string,
): CellType<Row, Column, EditorContext> {
  const type = (name !== undefined ? registry[name] : undefined) ?? registry[fallback];
  if (!type) throw new Error(`Cell type "${name ?? fallback}" is not registered`);
  return type;
}
