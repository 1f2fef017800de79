import { clsx } from "clsx";
import type { ReactNode } from "react";
import { DataTable } from "../data-table/DataTable";
import { useLocale } from "../locale/use-locale";
import { pickerZhCN } from "../locale/zh-CN/picker";
import { message } from "../message/message-api";
import { Modal } from "../modal/Modal";
import { PickerSearchForm } from "./PickerSearchForm";
import type { PickerColumn, PickerRow, PickerSearchField } from "./picker-types";
import { SelectedItems } from "./SelectedItems";
import { type UsePickerOptions, usePicker } from "./use-picker";

export interface PickerModalProps<Row extends PickerRow> extends UsePickerOptions<Row> {
  onOpenChange: (open: boolean) => void;
  title: string;
  width: number;
  columns: readonly PickerColumn<Row>[];
  /** The text a chosen row shows in the selected list. */
  labelOf: (row: Row) => string;
  searchFields?: readonly PickerSearchField[];
  /** `left`: the search form beside the results (the biz picker); default above them. */
  searchPlacement?: "top" | "left";
  /** The selected list as removable tags (default) or as a table with the result columns. */
  selectedView?: "tags" | "table";
  /** Page sizes offered; default 10/20/30. */
  pageSizeOptions?: readonly number[];
  /** Cut every text column at this many characters (a non-ASCII one counting 2). */
  ellipsis?: number;
  /** The tables scroll past this height. */
  scrollY?: number;
  /** A pane left of the results, e.g. the department tree of the user-by-department picker. */
  aside?: ReactNode;
  /** The confirmed rows: a single picker gives at most one. */
  onConfirm: (rows: Row[]) => void;
  className?: string;
}

/**
 * The picker engine's default view: a modal with the search form, the results table (radios in single
 * mode, checkboxes in multi, kept across pages), its pagination, and the selected rows, each removable.
 * 确定 hands back the selected rows; with `requireSelection`, confirming none (or several in single mode)
 * warns 请选择一条记录 and stays open.
 */
export function PickerModal<Row extends PickerRow>({
  onOpenChange,
  title,
  width,
  columns,
  labelOf,
  searchFields = [],
  searchPlacement = "top",
  selectedView = "tags",
  pageSizeOptions = [10, 20, 30],
  ellipsis,
  scrollY,
  aside,
  onConfirm,
  className,
  ...options
}: PickerModalProps<Row>) {
  const { t } = useLocale(pickerZhCN);
  const { list, selection, confirmable, mode, rowKey } = usePicker(options);
  const shownColumns = ellipsis ? columns.map((column) => ({ ellipsis, ...column })) : columns;
  const confirm = () => {
    const rows = confirmable();
    if (!rows) {
      message.warning(t("picker.chooseOne"));
      return;
    }
    onConfirm(rows);
    onOpenChange(false);
  };
  const search = searchFields.length > 0 && (
    <PickerSearchForm
      fields={searchFields}
      onSearch={list.search}
      layout={searchPlacement === "left" ? "column" : "row"}
      className={searchPlacement === "left" ? "w-64 shrink-0" : undefined}
    />
  );

  return (
    <Modal
      open={options.open}
      onOpenChange={onOpenChange}
      onCancel={() => onOpenChange(false)}
      onOk={confirm}
      title={title}
      width={width}
      className={className}
      bodyClassName="flex gap-4"
    >
      {aside}
      <div
        className={clsx("flex min-w-0 flex-1 gap-4", searchPlacement === "left" ? "flex-row" : "flex-col")}
      >
        {search}
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <DataTable<Row>
            label={t("picker.results")}
            rowKey={rowKey}
            columns={shownColumns}
            dataSource={list.rows}
            loading={list.loading}
            error={list.error}
            onRetry={list.retry}
            sorter={list.sorter}
            onSortChange={list.changeSort}
            scroll={scrollY ? { y: scrollY } : undefined}
            rowSelection={{
              type: mode === "single" ? "radio" : "checkbox",
              selectedRowKeys: selection.keys,
              onChange: selection.change,
            }}
            pagination={{
              current: list.page.current,
              pageSize: list.page.pageSize,
              total: list.total,
              pageSizeOptions,
              showSizeChanger: true,
              onChange: list.changePage,
            }}
          />
          <SelectedItems
            rows={selection.selectedRows}
            rowKey={rowKey}
            labelOf={labelOf}
            onRemove={selection.remove}
            onClear={mode === "multi" ? selection.clear : undefined}
            view={selectedView}
            columns={shownColumns}
            scrollY={scrollY}
          />
        </div>
      </div>
    </Modal>
  );
}
