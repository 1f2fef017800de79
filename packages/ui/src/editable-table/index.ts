export {
  columnWidth,
  EDITABLE_MAX_HEIGHT,
  EDITABLE_OVERSCAN,
  EDITABLE_ROW_HEIGHT,
} from "./column-widths";
export { loadDictItemsOnce, loadDictTextOnce, mergeDictOptions } from "./dict-options";
export { EditableTable, type EditableTableProps } from "./EditableTable";
export { editableCellTypes, optionLabel } from "./editable-cells";
export { type EditableDictionaries, EditableDictionariesContext } from "./editable-dictionaries";
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
export { RELOAD_EFFECT_MS, ReloadEffect } from "./reload-effect";
export { progressPercent, tagsOf } from "./show-cells";
export {
  type CellAddress,
  type CellErrors,
  type EditableTableMethods,
  type EditableTableModel,
  type UseEditableTableOptions,
  useEditableTable,
} from "./use-editable-table";
