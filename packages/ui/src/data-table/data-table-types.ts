import type { ReactNode } from "react";
import type { DropdownMenuEntry } from "../dropdown-menu/menu-entries";
import type { CellRegistry } from "../grid-core/cell-registry";
import type { FilterOption } from "./column-filters";
import type { SelectionMode } from "./selection";

export type DataRow = Record<string, unknown>;

/** `a-table` sort order on the wire (JeecgBoot `column` / `order`). */
export type SortOrder = "asc" | "desc";

export interface Sorter {
  column: string;
  order: SortOrder;
}

/** Spec §9: lists sort by createTime descending until the user picks a column. */
export const DEFAULT_SORTER: Sorter = { column: "createTime", order: "desc" };

/** A column as JeecgBoot list pages write them (Ant Design `a-table` columns). */
export interface DataTableColumn<Row extends DataRow = DataRow> {
  title: string;
  /** The field shown; its `<dataIndex>_dictText`, when the row has one, is shown instead. */
  dataIndex?: string;
  /** Column id; defaults to `dataIndex`. */
  key?: string;
  /** A cell type of the registry (`text`, `ellipsis`, or your own); default `text`. */
  type?: string;
  render?: (value: unknown, row: Row, index: number) => ReactNode;
  /** Default 120 px. */
  width?: number;
  minWidth?: number;
  fixed?: "left" | "right";
  align?: "left" | "center" | "right";
  /** Cut long text (spec §9: 25, a non-ASCII character counting 2) with a tooltip; a number sets the length. */
  ellipsis?: boolean | number;
  /** Sorted on the server: the header toggles ascending / descending and reports `column` / `order`. */
  sorter?: boolean;
  /** Drag the header's edge, or focus its handle and press ←/→ (10 px, Shift 50 px), between min and max. */
  resizable?: boolean;
  /** Most a resized column may grow to. */
  maxWidth?: number;
  /** Filter choices in the header's 筛选 menu; the chosen values go to the request as `<key>=v1,v2`. */
  filters?: readonly FilterOption[];
  /** Dictionary whose items are offered as filter choices too (through the table's `loadDictItems`). */
  filterDictCode?: string;
  /** Several values may be chosen (checkboxes); `false` for one (radios). Default true. */
  filterMultiple?: boolean;
  /** Controlled choice of this column (Ant Design `filteredValue`); `null` clears it. */
  filteredValue?: readonly string[] | null;
  /** Filters the shown page in the browser as well (Ant Design `onFilter`): a row passes if any chosen value matches. */
  onFilter?: (value: string, row: Row) => boolean;
}

export interface DataTableSelection<Row extends DataRow = DataRow> {
  type?: SelectionMode;
  /** Controlled keys; they survive paging, so rows picked on other pages stay picked. */
  selectedRowKeys?: readonly string[];
  defaultSelectedRowKeys?: readonly string[];
  /** The keys and, for each, the row last seen with it (from any page). */
  onChange?: (keys: string[], rows: Row[]) => void;
  /** A row that cannot be picked (`disabled`), as `getCheckboxProps` does. */
  getCheckboxProps?: (row: Row) => { disabled?: boolean };
}

export interface DataTableRowActions<Row extends DataRow = DataRow> {
  /** Header of the actions column; default 操作. */
  title?: string;
  width?: number;
  /**
   * Pinned to the end by default (`fixed: "right"`, as JeecgBoot's list pages set it): 编辑 and 更多 stay in
   * reach when the columns are wider than the table. `false` lets the column scroll with the others.
   */
  fixed?: "right" | false;
  /** 编辑 link; left out when not given. */
  onEdit?: (row: Row) => void;
  /** Rows whose 编辑 link shows; default every row. */
  editable?: (row: Row) => boolean;
  /** Extra entries of the 更多 ▾ menu. */
  more?: (row: Row) => DropdownMenuEntry[];
  /** 删除 at the end of 更多, after the 确定删除吗? confirm. */
  onDelete?: (row: Row) => void | Promise<void>;
}

export type DataCellRegistry<Row extends DataRow = DataRow> = CellRegistry<Row, DataTableColumn<Row>>;
