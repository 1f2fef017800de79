import { clsx } from "clsx";
import { type ReactNode, useRef } from "react";
import { Button } from "../button/Button";
import { Empty } from "../empty/Empty";
import { GridView } from "../grid-core/GridView";
import { useLocale } from "../locale/use-locale";
import { dataTableZhCN } from "../locale/zh-CN/dataTable";
import { Pagination, type PaginationProps } from "../pagination/Pagination";
import { Spin } from "../spin/Spin";
import type { FilterValues } from "./column-filters";
import type { DataRow, Sorter } from "./data-table-types";
import { type UseDataTableOptions, useDataTable } from "./use-data-table";

/** Row height of the list table (Ant Design's middle-density row: 16 px padding around 22 px text). */
export const DATA_TABLE_ROW_HEIGHT = 55;

/** What changed and the table's whole request state after it (Ant Design's `change(pagination, filters, sorter)`). */
export interface DataTableChange {
  action: "paginate" | "sort" | "filter";
  pagination: { current: number; pageSize: number };
  filters: FilterValues;
  sorter: Sorter;
}

export interface DataTableProps<Row extends DataRow> extends UseDataTableOptions<Row> {
  /** Accessible name; default 数据表格. */
  label?: string;
  loading?: boolean;
  /** A failed load: the message shown in the body, with 重新加载 when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What an empty table says; default the Empty component's 暂无数据. */
  emptyText?: ReactNode;
  /** The ui Pagination under the table (`a-b 共 n 条`, 10/20/30, jumper); `false` for none. */
  pagination?: false | PaginationProps;
  /** `y`: the body scrolls past this height with a sticky header; large pages then window their rows. */
  scroll?: { y?: number };
  /**
   * Paging, sort or a column filter changed: the page, filters and sort to request. A filter change goes
   * back to page 1 (the pagination's `onChange` hears it too).
   */
  onChange?: (change: DataTableChange) => void;
  className?: string;
}

/**
 * The list page's table (Ant Design `a-table` parity for JeecgBoot lists): dictionary text, ellipsis
 * cells, server-side sort, checkbox or radio selection kept across pages, pagination, fixed and
 * resizable columns, expandable rows, tree rows loaded on expand, loading / empty / error states and
 * the 编辑 / 更多 actions column. Built on the grid core (keyboard, windowing) with `useDataTable`.
 */
export function DataTable<Row extends DataRow>({
  label,
  loading = false,
  error,
  onRetry,
  emptyText,
  pagination,
  scroll,
  onChange,
  className,
  ...options
}: DataTableProps<Row>) {
  const { t } = useLocale(dataTableZhCN);
  const paging = pagination === false ? undefined : pagination;
  const current = paging?.current ?? 1;
  const pageSize = paging?.pageSize ?? 10;
  // The sort and filters the change report pairs with the one that changed (read when the user acts).
  const state = useRef<{ sorter: Sorter; filters: FilterValues }>(null);
  const table = useDataTable({
    ...options,
    onSortChange: (sorter) => {
      options.onSortChange?.(sorter);
      onChange?.({
        action: "sort",
        pagination: { current, pageSize },
        filters: state.current?.filters ?? {},
        sorter,
      });
    },
    onFiltersChange: (filters) => {
      options.onFiltersChange?.(filters);
      if (paging && current !== 1) paging.onChange?.(1, pageSize);
      onChange?.({
        action: "filter",
        pagination: { current: 1, pageSize },
        filters,
        sorter: state.current?.sorter ?? table.sorter,
      });
    },
  });
  state.current = { sorter: table.sorter, filters: table.filters };
  const empty =
    error !== undefined && error !== null && error !== false ? (
      <div role="alert" className="flex flex-col items-center gap-2 py-8 text-danger-text">
        {error === true ? t("dataTable.loadFailed") : error}
        {onRetry && (
          <Button size="small" tabIndex={-1} onClick={onRetry}>
            {t("dataTable.retry")}
          </Button>
        )}
      </div>
    ) : (
      <Empty className="py-8" description={emptyText} />
    );

  return (
    <div className={clsx("flex flex-col gap-4", className)} data-slot="data-table">
      <Spin spinning={loading}>
        <GridView
          rows={error ? [] : table.rows}
          columns={table.gridColumns}
          getRowId={table.getRowId}
          getSubRows={table.getSubRows}
          expandedIds={table.expandedIds}
          rowState={table.rowState}
          renderDetail={table.renderDetail}
          onCellKeyDown={table.onCellKeyDown}
          copyValue={table.copyValue}
          label={label ?? t("dataTable.label")}
          rowHeight={DATA_TABLE_ROW_HEIGHT}
          headerHeight={DATA_TABLE_ROW_HEIGHT}
          maxHeight={scroll?.y}
          rowIndexOffset={paging ? (current - 1) * pageSize : 0}
          rowCount={paging?.total}
          empty={empty}
        />
      </Spin>
      {paging && (
        <Pagination
          className="justify-end"
          {...paging}
          onChange={(page, size) => {
            paging.onChange?.(page, size);
            onChange?.({
              action: "paginate",
              pagination: { current: page, pageSize: size },
              filters: table.filters,
              sorter: table.sorter,
            });
          }}
        />
      )}
    </div>
  );
}
