import { type Resource, resourceCodes } from "@kanya/core/resource";
import { AdvancedQuery } from "@kanya/ui/advanced-query";
import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import type { DropdownMenuEntry } from "@kanya/ui/dropdown-menu";
import { ImportDialog } from "@kanya/ui/excel";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { QueryForm } from "@kanya/ui/query-form";
import { type ComponentType, type ReactNode, useMemo, useRef, useState } from "react";
import { useText } from "../locale";
import { useAccess, useApi } from "../providers";
import type { ViewProps } from "../views/view-props";
import { createFormModal, type FormModalMode } from "./FormModal";
import { fillColumns, TABLE_CHROME_WIDTH } from "./fill-columns";
import { ListToolbar } from "./ListToolbar";
import { advancedQueryFields, queryFormFields } from "./resource-fields";
import { useDictLoaders } from "./use-dict-loaders";
import { useElementWidth } from "./use-element-width";
import { useExportImport } from "./use-export-import";
import { useResourceList } from "./use-resource-list";

export interface ListPageOverrides {
  /** Replaces or adds columns after those of the resource. */
  columns?: (columns: DataTableColumn[]) => DataTableColumn[];
  /** Entries of a row's 更多 ▾ before 详情 and 删除 (a page's special action). */
  rowActions?: (row: DataRow, reload: () => void) => DropdownMenuEntry[];
  /** Toolbar buttons after 导出. */
  toolbar?: (reload: () => void) => ReactNode;
}

type Dialog = { mode: FormModalMode; record?: DataRow } | { mode: "import" };

/**
 * `createListPage(resource)`: a whole list page from a resource — query bar and advanced query, the
 * toolbar gated by the resource's permission codes, the table with sort, selection, paging and row
 * actions, the form dialog, import and export. A plain registry's view is this one call.
 */
export function createListPage(
  resource: Resource,
  overrides: ListPageOverrides = {},
): ComponentType<ViewProps> {
  const FormModal = createFormModal(resource);
  const codes = resourceCodes(resource);
  const queryFields = queryFormFields(resource);
  const superFields = advancedQueryFields(resource);

  return function ResourceListPage({ route }: ViewProps) {
    const t = useText();
    const api = useApi();
    const access = useAccess();
    const { loadDictItems } = useDictLoaders();
    const list = useResourceList(resource);
    const files = useExportImport(resource);
    const [selected, setSelected] = useState<string[]>([]);
    const [dialog, setDialog] = useState<Dialog>();
    const tableBox = useRef<HTMLDivElement>(null);
    const room = useElementWidth(tableBox) - TABLE_CHROME_WIDTH;
    const columns = useMemo(
      () => fillColumns(overrides.columns?.(list.columns) ?? list.columns, room),
      [list.columns, room],
    );

    const afterDelete = (response: { success: boolean; message: string }) => {
      if (!response.success) return void message.warning(response.message);
      message.success(response.message);
      setSelected([]);
      list.reload();
    };
    const remove = async (row: DataRow) =>
      afterDelete(await api.delete(`${resource.api}/delete`, { id: String(row.id) }));
    const removeSelected = () => {
      if (selected.length === 0) return void message.warning(t("list.selectOne"));
      Modal.confirm({
        title: t("list.confirmBatchDelete"),
        content: t("list.confirmBatchDeleteBody"),
        onOk: async () =>
          afterDelete(await api.delete(`${resource.api}/deleteBatch`, { ids: selected.join(",") })),
      });
    };
    const open = (mode: FormModalMode, record?: DataRow) =>
      setDialog({ mode, ...(record ? { record } : {}) });
    const close = (isOpen: boolean) => !isOpen && setDialog(undefined);

    return (
      <div className="flex flex-col gap-4">
        <QueryForm
          fields={queryFields}
          loadDictItems={loadDictItems}
          onSearch={list.search}
          onReset={() => list.search({})}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ListToolbar
            {...(access.can(codes.add) ? { onAdd: () => open("add") } : {})}
            {...(access.can(codes.import) ? { onImport: () => setDialog({ mode: "import" }) } : {})}
            {...(access.can(codes.export)
              ? { onExport: () => void files.exportRows(list.params, selected) }
              : {})}
            {...(access.can(codes.delete) ? { onBatchDelete: removeSelected } : {})}
            extra={overrides.toolbar?.(list.reload)}
          />
          <AdvancedQuery fields={superFields} routePath={route.path} onSearch={list.advancedSearch} />
        </div>
        <div ref={tableBox}>
          <DataTable
            label={resource.title}
            columns={columns}
            dataSource={list.rows}
            loading={list.loading}
            error={list.failed}
            onRetry={list.reload}
            sorter={list.sorter}
            onSortChange={list.changeSort}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys) }}
            actions={{
              ...(access.can(codes.edit) ? { onEdit: (row: DataRow) => open("edit", row) } : {}),
              more: (row) => [
                ...(overrides.rowActions?.(row, list.reload) ?? []),
                { key: "detail", label: t("list.detail"), onSelect: () => open("detail", row) },
              ],
              ...(access.can(codes.delete) ? { onDelete: remove } : {}),
            }}
            pagination={{
              total: list.total,
              current: list.paging.current,
              pageSize: list.paging.pageSize,
              onChange: list.changePage,
            }}
          />
        </div>
        {dialog && dialog.mode !== "import" && (
          <FormModal
            open
            mode={dialog.mode}
            {...(dialog.record ? { record: dialog.record } : {})}
            onOpenChange={close}
            onSaved={list.reload}
          />
        )}
        <ImportDialog
          open={dialog?.mode === "import"}
          onOpenChange={close}
          importExcel={files.importExcel}
          onOk={list.reload}
        />
      </div>
    );
  };
}
