import { type Resource, resourceCodes } from "@kanya/core/resource";
import { AdvancedQuery } from "@kanya/ui/advanced-query";
import { type DataRow, DataTable, type DataTableColumn, type TreeOptions } from "@kanya/ui/data-table";
import type { DropdownMenuEntry } from "@kanya/ui/dropdown-menu";
import { ImportDialog } from "@kanya/ui/excel";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { QueryForm } from "@kanya/ui/query-form";
import { type ComponentType, type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { useText } from "../locale";
import { useAccess, useApi } from "../providers";
import type { ViewProps } from "../views/view-props";
import { createFormModal, type FormModalMode, type FormModalProps } from "./FormModal";
import { fillColumns, TABLE_CHROME_WIDTH } from "./fill-columns";
import { ListToolbar } from "./ListToolbar";
import { advancedQueryFields, queryFormFields } from "./resource-fields";
import { useConditionEditor } from "./use-condition-editor";
import { useDictLoaders } from "./use-dict-loaders";
import { useElementWidth } from "./use-element-width";
import { useExportImport } from "./use-export-import";
import { type ResourceListSource, useResourceList } from "./use-resource-list";
import { useRouteCode } from "./use-route-code";

export interface ListPageOverrides {
  /** Replaces or adds columns after those of the resource. */
  columns?: (columns: DataTableColumn[]) => DataTableColumn[];
  /** Entries of a row's 更多 ▾ before 详情 and 删除 (a page's special action). */
  rowActions?: (row: DataRow, reload: () => void) => DropdownMenuEntry[];
  /** Toolbar buttons after 导出; `selected` holds the ticked rows' ids (batch actions of the page). */
  toolbar?: (reload: () => void, selected: readonly string[]) => ReactNode;
  /** The add / edit / detail dialog, when the resource's own form is not enough (the page's bespoke form). */
  formModal?: ComponentType<FormModalProps>;
  /** 编辑 only on the rows this allows (e.g. an announcement while it is a draft). */
  editable?: (row: DataRow) => boolean;
  /** Where the rows come from: another path than `list` (`rootList`), fixed parameters, the first sort. */
  source?: ResourceListSource;
  /**
   * The page's own state (a drawer, a preview) as a hook called by the page: its row actions and toolbar
   * buttons join the ones above, `dialogs` render beside the page.
   */
  useParts?: (reload: () => void, page: ListPageContext) => ListPageParts;
  /**
   * The page is per code (spec §3): the route's `?code=` or trailing numeric segment is sent as `channelId`
   * (left out for 0) and `queryParamCode`; `exportTitle` names the export after it (a channel's prefix).
   */
  routeCode?: { exportTitle?: (code: string | undefined) => string };
}

/** What a page's own parts know of it. */
export interface ListPageContext {
  readonly route: ViewProps["route"];
  /** The route's code (`routeCode`), if it has one. */
  readonly code: string | undefined;
  /** Counts the list's reloads: parts that show figures of the list reload with it. */
  readonly loads: number;
  /** Parameters the parts add to every request (a status tab), back to page 1. */
  readonly setParams: (params: Readonly<Record<string, string>>) => void;
}

export interface ListPageParts {
  rowActions?: (row: DataRow) => DropdownMenuEntry[];
  toolbar?: ReactNode;
  dialogs?: ReactNode;
  /** Tree table: the rows' children loaded on expand; a reload folds the tree and loads anew. */
  tree?: TreeOptions<DataRow>;
  /** Above the table, below the toolbar (status tabs). */
  aboveTable?: ReactNode;
}

const noParts = (): ListPageParts => ({});

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
  const FormModal = overrides.formModal ?? createFormModal(resource);
  const codes = resourceCodes(resource);
  const queryFields = queryFormFields(resource);
  const superFields = advancedQueryFields(resource);
  const useParts = overrides.useParts ?? noParts;

  return function ResourceListPage({ route }: ViewProps) {
    const t = useText();
    const api = useApi();
    const access = useAccess();
    const { loadDictItems } = useDictLoaders();
    const conditionEditor = useConditionEditor(resource);
    const code = useRouteCode(route, Boolean(overrides.routeCode));
    const [partParams, setPartParams] = useState<Readonly<Record<string, string>>>();
    const source = useMemo(
      () =>
        code === undefined && !partParams
          ? overrides.source
          : {
              ...overrides.source,
              params: {
                ...overrides.source?.params,
                ...(code !== undefined
                  ? { queryParamCode: code, ...(code !== "0" ? { channelId: code } : {}) }
                  : {}),
                ...partParams,
              },
            },
      [code, partParams],
    );
    const list = useResourceList(resource, source);
    const { changePage, paging } = list;
    const setParams = useCallback(
      (next: Readonly<Record<string, string>>) => {
        setPartParams(next);
        changePage(1, paging.pageSize);
      },
      [changePage, paging.pageSize],
    );
    const parts = useParts(list.reload, { route, code, loads: list.loads, setParams });
    const files = useExportImport(resource);
    const exportTitle = overrides.routeCode?.exportTitle?.(code);
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
              ? { onExport: () => void files.exportRows(list.params, selected, exportTitle) }
              : {})}
            {...(access.can(codes.delete) ? { onBatchDelete: removeSelected } : {})}
            extra={
              <>
                {overrides.toolbar?.(list.reload, selected)}
                {parts.toolbar}
              </>
            }
          />
          <AdvancedQuery
            fields={superFields}
            routePath={route.path}
            loadDictItems={loadDictItems}
            renderValueEditor={conditionEditor}
            onSearch={list.advancedSearch}
          />
        </div>
        {parts.aboveTable}
        <div ref={tableBox}>
          <DataTable
            // A tree's loaded children are the table's own state: a reload starts from the roots again.
            key={parts.tree ? list.loads : undefined}
            {...(parts.tree ? { tree: parts.tree } : {})}
            label={resource.title}
            columns={columns}
            dataSource={list.rows}
            loading={list.loading}
            error={list.failed}
            onRetry={list.reload}
            sorter={list.sorter}
            onSortChange={list.changeSort}
            filters={list.filters}
            onFiltersChange={list.changeFilters}
            loadDictItems={loadDictItems}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys) }}
            actions={{
              ...(access.can(codes.edit) ? { onEdit: (row: DataRow) => open("edit", row) } : {}),
              ...(overrides.editable ? { editable: overrides.editable } : {}),
              more: (row) => [
                ...(overrides.rowActions?.(row, list.reload) ?? []),
                ...(parts.rowActions?.(row) ?? []),
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
        {parts.dialogs}
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
