export {
  type FilterOption,
  type FilterValues,
  filterKeyOf,
  filterRequestParams,
  filterRowsLocally,
  withFilter,
} from "./column-filters";
export { DATA_TABLE_ROW_HEIGHT, DataTable, type DataTableChange, type DataTableProps } from "./DataTable";
export { cellText, dataCellTypes } from "./data-cells";
export {
  type DataCellRegistry,
  type DataRow,
  type DataTableColumn,
  type DataTableRowActions,
  type DataTableSelection,
  DEFAULT_SORTER,
  type Sorter,
  type SortOrder,
} from "./data-table-types";
export { FilterMenu, type FilterMenuProps } from "./FilterMenu";
export { checkAllState, type SelectionMode, toggleAllKeys, toggleRowKey } from "./selection";
export { type ChildrenResult, childrenFromResult } from "./tree-children";
export { nextSorter, type UseDataTableOptions, useDataTable } from "./use-data-table";
export type { TreeOptions } from "./use-tree-rows";
