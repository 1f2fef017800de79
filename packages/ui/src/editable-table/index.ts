export {
  columnWidth,
  EDITABLE_MAX_HEIGHT,
  EDITABLE_OVERSCAN,
  EDITABLE_ROW_HEIGHT,
} from "./column-widths";
export { EditableTable, type EditableTableProps } from "./EditableTable";
export { editableCellTypes, optionLabel } from "./editable-cells";
export {
  CASE_ID_LENGTH,
  createRow,
  INSERT_THROTTLE_MS,
  moveRow,
  ORDER_KEY,
  parseTsv,
  randomCaseId,
  renumber,
  toTsv,
} from "./editable-rows";
export type {
  EditableColumn,
  EditableColumnType,
  EditableOption,
  EditableRow,
  EditorContext,
} from "./editable-types";
export {
  type CellAddress,
  type CellErrors,
  type EditableTableMethods,
  type EditableTableModel,
  type UseEditableTableOptions,
  useEditableTable,
} from "./use-editable-table";
