import { type KeyboardEvent, type ReactNode, useCallback, useMemo, useRef } from "react";
import { Checkbox } from "../checkbox/Checkbox";
import type { LoadDictItems } from "../dict-select/dict-types";
import { cellTypeOf, extendCellRegistry } from "../grid-core/cell-registry";
import type { GridRowState } from "../grid-core/GridRow";
import type { GridAlign, GridColumn } from "../grid-core/grid-column";
import type { GridPosition } from "../grid-core/grid-navigation";
import { ExpandToggle, RowRadio } from "../grid-core/RowControls";
import type { CopyValue } from "../grid-core/range-text";
import { useControllableState } from "../input-base/use-controllable-state";
import { useLocale } from "../locale/use-locale";
import { dataTableZhCN } from "../locale/zh-CN/dataTable";
import {
  type FilterOption,
  type FilterValues,
  filterKeyOf,
  filterRowsLocally,
  hasFilter,
  withFilter,
} from "./column-filters";
import { copyValueOf, dataCellTypes } from "./data-cells";
import {
  type DataCellRegistry,
  type DataRow,
  type DataTableColumn,
  type DataTableRowActions,
  type DataTableSelection,
  DEFAULT_SORTER,
  type Sorter,
} from "./data-table-types";
import { FILTER_TRIGGER_SELECTOR, FilterMenu } from "./FilterMenu";
import { idealColumnWidth } from "./ideal-width";
import { RowActions } from "./RowActions";
import { SortHeader } from "./SortHeader";
import { checkAllState, toggleAllKeys, toggleRowKey } from "./selection";
import { isPlaceholder, PLACEHOLDER, type PlaceholderRow } from "./tree-children";
import { type TreeOptions, useTreeRows } from "./use-tree-rows";

export interface UseDataTableOptions<Row extends DataRow> {
  columns: readonly DataTableColumn<Row>[];
  dataSource: readonly Row[];
  /** Field or function giving a row's key; default `id`. */
  rowKey?: string | ((row: Row) => string);
  rowSelection?: DataTableSelection<Row>;
  /** Controlled sort; default createTime desc. */
  sorter?: Sorter;
  defaultSorter?: Sorter;
  /** The user sorted a column: `column` / `order` for the request (createTime desc when cleared). */
  onSortChange?: (sorter: Sorter) => void;
  /** Controlled column filters by filter key (a column's `filteredValue` overrides its entry). */
  filters?: FilterValues;
  defaultFilters?: FilterValues;
  /** The user applied or reset a column filter: every column's choice, for the request (`<key>=v1,v2`). */
  onFiltersChange?: (filters: FilterValues) => void;
  /** Items of a column's `filterDictCode`, loaded when its filter menu first opens. */
  loadDictItems?: LoadDictItems;
  /** Content under a row opened with its expand button. */
  expandedRowRender?: (row: Row) => ReactNode;
  /** Tree table: children loaded on expand. */
  tree?: TreeOptions<Row> | boolean;
  actions?: DataTableRowActions<Row>;
  /** More cell types (or replacements) for `column.type`. */
  cellTypes?: DataCellRegistry<Row>;
}

type TableRow<Row> = Row | PlaceholderRow;

const NO_FILTERS: FilterValues = {};
const NO_VALUES: readonly string[] = [];

const alignOf: Record<NonNullable<DataTableColumn["align"]>, GridAlign> = {
  left: "start",
  center: "center",
  right: "end",
};

/** Next sort when a header is pressed: ascending, then descending, then back to the default. */
export function nextSorter(current: Sorter, column: string, fallback: Sorter = DEFAULT_SORTER): Sorter {
  if (current.column !== column || current === fallback) return { column, order: "asc" };
  if (current.order === "asc") return { column, order: "desc" };
  return fallback;
}

/**
 * The DataTable's behaviour: Ant Design columns turned into grid columns (selection, expand, data,
 * actions), server-side sort, selection kept across pages, and tree rows. The view is `<DataTable>`.
 */
export function useDataTable<Row extends DataRow>({
  columns,
  dataSource,
  rowKey = "id",
  rowSelection,
  sorter: sorterProp,
  defaultSorter = DEFAULT_SORTER,
  onSortChange,
  filters: filtersProp,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
  loadDictItems,
  expandedRowRender,
  tree,
  actions,
  cellTypes,
}: UseDataTableOptions<Row>) {
  const { t } = useLocale(dataTableZhCN);
  const getRowId = useCallback(
    (row: TableRow<Row>) =>
      isPlaceholder(row) ? row.id : typeof rowKey === "function" ? rowKey(row) : String(row[rowKey]),
    [rowKey],
  );
  const [sorter, setSorter] = useControllableState(sorterProp, defaultSorter, onSortChange);
  const [ownFilters, setFilters] = useControllableState(filtersProp, defaultFilters, onFiltersChange);
  // A column's `filteredValue` (Ant Design's per-column control) wins over the table's own entry.
  const filters = useMemo(() => {
    let merged = ownFilters;
    for (const column of columns) {
      const key = filterKeyOf(column);
      if (key !== undefined && column.filteredValue !== undefined)
        merged = withFilter(merged, key, column.filteredValue ?? NO_VALUES);
    }
    return merged;
  }, [columns, ownFilters]);
  const shownRows = useMemo(
    () => filterRowsLocally(dataSource, columns, filters),
    [dataSource, columns, filters],
  );
  // Each dictionary is asked once per table, whichever column's menu opens first.
  const dictLoads = useRef(new Map<string, Promise<readonly FilterOption[]>>());
  const loadFilterDict = useCallback(
    (code: string) => {
      const known = dictLoads.current.get(code);
      if (known) return known;
      if (!loadDictItems) return Promise.resolve([]);
      const pending = loadDictItems(code).then((items) => items.map(({ text, value }) => ({ text, value })));
      dictLoads.current.set(code, pending);
      pending.catch(() => dictLoads.current.delete(code));
      return pending;
    },
    [loadDictItems],
  );

  // Selection: keys survive paging; rows seen under a key are remembered to report them later.
  const seenRows = useRef(new Map<string, Row>());
  for (const row of dataSource) seenRows.current.set(getRowId(row), row);
  const selectionMode = rowSelection?.type ?? "checkbox";
  const [selectedKeys, setSelectedKeys] = useControllableState<readonly string[]>(
    rowSelection?.selectedRowKeys,
    rowSelection?.defaultSelectedRowKeys ?? [],
    (keys) =>
      rowSelection?.onChange?.(
        [...keys],
        keys.flatMap((key): Row[] => {
          const row = seenRows.current.get(key);
          return row ? [row] : [];
        }),
      ),
  );
  const canSelect = useCallback(
    (row: Row) => rowSelection?.getCheckboxProps?.(row).disabled !== true,
    [rowSelection],
  );
  const selectableKeys = useMemo(
    () => shownRows.filter(canSelect).map((row) => getRowId(row)),
    [shownRows, canSelect, getRowId],
  );

  const treeRows = useTreeRows<Row>(typeof tree === "object" ? tree : {}, getRowId);
  const treeOn = tree !== undefined && tree !== false;
  const [openDetails, setOpenDetails] = useControllableState<ReadonlySet<string>>(undefined, new Set());
  const registry = useMemo(
    () => extendCellRegistry(dataCellTypes as DataCellRegistry<Row>, cellTypes),
    [cellTypes],
  );

  // Read once per page of rows, not per selection change.
  const idealWidths = useMemo(
    () =>
      columns.map((column) => (column.width === undefined ? idealColumnWidth(column, shownRows) : undefined)),
    [columns, shownRows],
  );
  const gridColumns = useMemo(() => {
    const result: GridColumn<TableRow<Row>>[] = [];
    const keyed = new Set(selectedKeys);
    const anyFixedStart = columns.some((column) => column.fixed === "left");
    if (rowSelection) {
      const all = checkAllState(selectedKeys, selectableKeys);
      result.push({
        id: "__selection",
        width: selectionMode === "checkbox" ? 48 : 48,
        align: "center",
        pinned: anyFixedStart ? "start" : undefined,
        header:
          selectionMode === "checkbox" ? (
            <Checkbox
              aria-label={t("dataTable.selectAll")}
              tabIndex={-1}
              checked={all.checked}
              indeterminate={all.indeterminate}
              disabled={selectableKeys.length === 0}
              onChange={(checked) => setSelectedKeys(toggleAllKeys(selectedKeys, selectableKeys, checked))}
            />
          ) : (
            <span className="sr-only">{t("dataTable.selectRow")}</span>
          ),
        cell: (row) => {
          if (isPlaceholder(row)) return null;
          const key = getRowId(row);
          const onChange = (checked: boolean) =>
            setSelectedKeys(toggleRowKey(selectedKeys, key, checked, selectionMode));
          return selectionMode === "checkbox" ? (
            <Checkbox
              aria-label={t("dataTable.selectRow")}
              tabIndex={-1}
              checked={keyed.has(key)}
              disabled={!canSelect(row)}
              onChange={onChange}
            />
          ) : (
            <RowRadio
              label={t("dataTable.selectRow")}
              checked={keyed.has(key)}
              disabled={!canSelect(row)}
              onChange={() => onChange(true)}
            />
          );
        },
      });
    }
    if (expandedRowRender) {
      result.push({
        id: "__expand",
        width: 48,
        align: "center",
        header: <span className="sr-only">{t("dataTable.expandRow")}</span>,
        cell: (row) => {
          if (isPlaceholder(row)) return null;
          const key = getRowId(row);
          const open = openDetails.has(key);
          return (
            <ExpandToggle
              expanded={open}
              label={t(open ? "dataTable.collapseRow" : "dataTable.expandRow")}
              onToggle={() => {
                const next = new Set(openDetails);
                if (open) next.delete(key);
                else next.add(key);
                setOpenDetails(next);
              }}
            />
          );
        },
      });
    }
    columns.forEach((column, columnIndex) => {
      const id = column.key ?? column.dataIndex ?? `column-${columnIndex}`;
      const sortColumn = column.dataIndex ?? id;
      const order = sorter.column === sortColumn ? sorter.order : undefined;
      const type = cellTypeOf(registry, column.type ?? (column.ellipsis ? "ellipsis" : "text"), "text");
      const treeColumn = treeOn && columnIndex === 0;
      const filterKey = filterKeyOf(column);
      const title = column.sorter ? (
        <SortHeader
          key="sort"
          title={column.title}
          order={order}
          onToggle={() => setSorter(nextSorter(sorter, sortColumn, defaultSorter))}
        />
      ) : (
        column.title
      );
      const dictCode = column.filterDictCode;
      result.push({
        id,
        width: column.width ?? 120,
        grows: column.width === undefined,
        idealWidth: idealWidths[columnIndex],
        minWidth: column.minWidth,
        pinned: column.fixed === "left" ? "start" : column.fixed === "right" ? "end" : undefined,
        align: column.align ? alignOf[column.align] : undefined,
        maxWidth: column.maxWidth,
        resizable: column.resizable,
        resizeLabel: t("dataTable.resizeColumn", { title: column.title }),
        sort: column.sorter
          ? order === "asc"
            ? "ascending"
            : order === "desc"
              ? "descending"
              : "none"
          : undefined,
        header:
          filterKey !== undefined && hasFilter(column) ? (
            <span className="flex min-w-0 flex-1 items-center justify-between gap-1 self-stretch">
              <span className="min-w-0 truncate">{title}</span>
              <FilterMenu
                title={column.title}
                options={column.filters}
                loadOptions={dictCode !== undefined ? () => loadFilterDict(dictCode) : undefined}
                multiple={column.filterMultiple !== false}
                value={filters[filterKey] ?? NO_VALUES}
                onApply={(values) => setFilters(withFilter(filters, filterKey, values))}
              />
            </span>
          ) : (
            title
          ),
        cell: (row, rowIndex) => {
          if (isPlaceholder(row)) return treeColumn ? <PlaceholderText row={row} /> : null;
          const content = column.render
            ? column.render(column.dataIndex ? row[column.dataIndex] : undefined, row, rowIndex)
            : type.display({
                value: column.dataIndex ? row[column.dataIndex] : undefined,
                row,
                rowIndex,
                column,
              });
          if (!treeColumn) return content;
          const key = getRowId(row);
          const expandable = treeRows.isExpandable(row);
          return (
            <span className="inline-flex min-w-0 items-center gap-1">
              {expandable ? (
                <ExpandToggle
                  expanded={treeRows.expandedIds.has(key)}
                  label={t(treeRows.expandedIds.has(key) ? "dataTable.collapseRow" : "dataTable.expandRow")}
                  onToggle={() => treeRows.toggle(row, key)}
                />
              ) : (
                <span aria-hidden="true" className="inline-block size-4" />
              )}
              <span className="min-w-0 truncate">{content}</span>
            </span>
          );
        },
      });
    });
    if (actions) {
      result.push({
        id: "__actions",
        width: actions.width ?? 150,
        pinned: actions.fixed === false ? undefined : "end",
        header: actions.title ?? t("dataTable.actions"),
        cell: (row) => (isPlaceholder(row) ? null : <RowActions row={row} actions={actions} />),
      });
    }
    return result;
  }, [
    columns,
    idealWidths,
    rowSelection,
    selectionMode,
    selectedKeys,
    selectableKeys,
    canSelect,
    getRowId,
    setSelectedKeys,
    expandedRowRender,
    openDetails,
    setOpenDetails,
    sorter,
    setSorter,
    defaultSorter,
    filters,
    setFilters,
    loadFilterDict,
    registry,
    treeOn,
    treeRows,
    actions,
    t,
  ]);

  const selected = useMemo(() => new Set(selectedKeys), [selectedKeys]);
  const rowState = useCallback(
    (row: TableRow<Row>): GridRowState => {
      if (isPlaceholder(row)) return {};
      const key = getRowId(row);
      return {
        selected: rowSelection ? selected.has(key) : undefined,
        expanded: treeOn && treeRows.isExpandable(row) ? treeRows.expandedIds.has(key) : undefined,
      };
    },
    [getRowId, rowSelection, selected, treeOn, treeRows],
  );
  const renderDetail = useMemo(
    () =>
      expandedRowRender
        ? (row: TableRow<Row>) =>
            !isPlaceholder(row) && openDetails.has(getRowId(row)) ? expandedRowRender(row) : undefined
        : undefined,
    [expandedRowRender, openDetails, getRowId],
  );

  /** Ctrl+C on a range copies each value column's shown text (dictionary text, not codes). */
  const copyValue = useCallback(
    (id: string) => {
      const index = columns.findIndex(
        (column, columnIndex) => (column.key ?? column.dataIndex ?? `column-${columnIndex}`) === id,
      );
      const column = columns[index];
      return column
        ? (copyValueOf(column as DataTableColumn) as CopyValue<TableRow<Row>> | undefined)
        : undefined;
    },
    [columns],
  );

  // Alt+↓ on a header cell opens its filter menu; Enter stays with the cell's first control (the sort).
  const onCellKeyDown = useCallback((event: KeyboardEvent<HTMLElement>, position: GridPosition) => {
    if (position.row !== -1 || !event.altKey || event.key !== "ArrowDown") return;
    const trigger = (event.target as HTMLElement).querySelector<HTMLElement>(FILTER_TRIGGER_SELECTOR);
    if (!trigger) return;
    event.preventDefault();
    trigger.click();
  }, []);

  return {
    gridColumns,
    copyValue,
    /** The page's rows after any column's local `onFilter`. */
    rows: shownRows,
    onCellKeyDown,
    filters,
    getRowId,
    rowState,
    renderDetail,
    getSubRows: treeOn ? treeRows.getSubRows : undefined,
    expandedIds: treeOn ? treeRows.expandedIds : undefined,
    sorter,
    selectedRowKeys: selectedKeys,
  };
}

/** The stand-in child: loading, or why its children could not be shown. */
function PlaceholderText({ row }: { row: PlaceholderRow }) {
  const { t } = useLocale(dataTableZhCN);
  const { status } = row[PLACEHOLDER];
  if (status === "unrecognized")
    return (
      <span role="alert" className="text-danger-text">
        {t("dataTable.unrecognizedData")}
      </span>
    );
  if (status === "failed")
    return (
      <span role="alert" className="text-danger-text">
        {t("dataTable.loadFailed")}
      </span>
    );
  return <span className="text-fg-secondary">{t("dataTable.childrenLoading")}</span>;
}
