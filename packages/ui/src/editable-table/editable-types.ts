import type { CellRule } from "@kanya/core/validate";
import type { ReactNode } from "react";
import type { TagProps } from "../tag/Tag";

export type EditableRow = { id: string } & Record<string, unknown>;

/** Spec §3 column types (JeecgBoot JVxeTable). Types without a built-in editor take `renderEditor`. */
export type EditableColumnType =
  | "row-number"
  | "row-checkbox"
  | "row-radio"
  | "row-expand"
  | "row-drag-sort"
  | "input"
  | "inputNumber"
  | "textarea"
  | "select"
  | "select-multiple"
  | "select-search"
  | "sel_search"
  | "date"
  | "datetime"
  | "checkbox"
  | "radio"
  | "list_multi"
  | "upload"
  | "image"
  | "file"
  | "popup"
  | "input_pop"
  | "progress"
  | "sel_depart"
  | "sel_user"
  | "tags"
  | "slot"
  | "normal"
  | "hidden";

export interface EditableOption {
  value: string;
  text?: string;
  title?: string;
  label?: string;
  disabled?: boolean;
}

export interface EditorContext<Row extends EditableRow = EditableRow> {
  value: unknown;
  row: Row;
  column: EditableColumn<Row>;
  /** The cell's accessible name: the column title. */
  label: string;
  /** Change the cell's value (validated like typing). */
  onChange: (value: unknown) => void;
  /** Leave the editor (commit). */
  onDone: () => void;
  /** The cell's validation message, if it failed. */
  error: string | undefined;
  /**
   * Whether the editor takes focus when it mounts: yes when the user opened it, no in always-edit mode, where
   * every windowed row mounts editors and each grabbing focus would scroll the view and mount more.
   */
  autoFocus: boolean;
}

/** A column as JeecgBoot's editable table declares it (spec §3). */
export interface EditableColumn<Row extends EditableRow = EditableRow> {
  key: string;
  type: EditableColumnType;
  title: string;
  width?: number;
  validateRules?: readonly CellRule[];
  /** Choices of select / radio / checkbox-like types; `dictCode` items are merged in by `loadDictItems`. */
  options?: readonly EditableOption[];
  /**
   * A dictionary (`sex` or `table,text,code[,where]`): its items, from the table's `loadDictItems`, join
   * `options`. A select-search column searches it through `searchDictItems` instead.
   */
  dictCode?: string;
  /** The value a new row gets when it has none. */
  defaultValue?: unknown;
  /** Checkbox: the values for ticked / unticked (default `["Y", "N"]`). */
  customValue?: readonly [unknown, unknown];
  defaultChecked?: boolean;
  allowInput?: boolean;
  allowSearch?: boolean;
  disabled?: boolean;
  /** Props passed to the editor primitive. */
  props?: Record<string, unknown>;
  /** 合计 or 平均 in the footer. */
  statistics?: readonly ("sum" | "average")[] | "sum" | "average";
  /**
   * The footer counts each value with its decimals (an amount's cents) rather than its integer part, as
   * JeecgBoot does by default.
   */
  exactStatistics?: boolean;
  /** Date: display format (default YYYY-MM-DD; datetime YYYY-MM-DD HH:mm:ss). */
  format?: string;
  placeholder?: string;
  /** Tags: the colour of each tag (a preset tone or any CSS colour); default the neutral tag. */
  setTagColor?: (tag: string, row: Row) => TagProps["color"] | undefined;
  /** Show-only content (slot, normal) or a custom display. */
  render?: (value: unknown, row: Row) => ReactNode;
  /** Editor for types without a built-in one (pickers, uploads) or to replace the built-in one. */
  renderEditor?: (context: EditorContext<Row>) => ReactNode;
}
