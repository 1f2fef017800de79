import { sysLog } from "@kanya/resources";
import { type DataRow, DataTable } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { QueryForm, type QueryFormField } from "@kanya/ui/query-form";
import { useMemo, useState } from "react";
import { ListToolbar } from "../../../../list/ListToolbar";
import { queryFormFields } from "../../../../list/resource-fields";
import { type ResourceListSource, useResourceList } from "../../../../list/use-resource-list";
import { useText } from "../../../../locale";
import { useAccess, useApi } from "../../../../providers";
import { formatRequestParam } from "./request-param";

const CODES = { delete: "system:log:delete", deleteBatch: "system:log:deleteBatch" } as const;

/** The tabs' lists: each request carries its tab's `logType` (a stable object, so it loads once). */
export const LOG_SOURCES = {
  login: { params: { logType: "1" } },
  operation: { params: { logType: "2" } },
} as const satisfies Record<string, ResourceListSource>;

/**
 * One tab of 系统日志: the query bar (keyword on the content, creation time range), the log table sorted by
 * time, an operation's request (method, address, parameters) in its expanded row, and deleting for those
 * with the log's delete codes.
 */
export function LogTable({ kind }: { kind: keyof typeof LOG_SOURCES }) {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const list = useResourceList(sysLog, LOG_SOURCES[kind]);
  const [selected, setSelected] = useState<string[]>([]);
  const fields = useMemo<QueryFormField[]>(
    () => [{ name: "keyWord", label: t("logs.keyWord") }, ...queryFormFields(sysLog)],
    [t],
  );
  // Sign-ins have no operation type.
  const columns = useMemo(
    () => (kind === "login" ? list.columns.filter((c) => c.key !== "operateType") : list.columns),
    [kind, list.columns],
  );

  const afterDelete = (response: { success: boolean; message: string }) => {
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    setSelected([]);
    list.reload();
  };
  const removeSelected = () => {
    if (selected.length === 0) return void message.warning(t("list.selectOne"));
    Modal.confirm({
      title: t("list.confirmBatchDelete"),
      content: t("list.confirmBatchDeleteBody"),
      onOk: async () => afterDelete(await api.sys.log.deleteBatch(selected)),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <QueryForm fields={fields} onSearch={list.search} onReset={() => list.search({})} />
      {access.can(CODES.deleteBatch) && <ListToolbar onBatchDelete={removeSelected} />}
      <DataTable
        label={t(kind === "login" ? "logs.loginTab" : "logs.operationTab")}
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        error={list.failed}
        onRetry={list.reload}
        sorter={list.sorter}
        onSortChange={list.changeSort}
        {...(access.can(CODES.deleteBatch)
          ? { rowSelection: { selectedRowKeys: selected, onChange: (keys: string[]) => setSelected(keys) } }
          : {})}
        {...(kind === "operation"
          ? { expandedRowRender: (row: DataRow) => <RequestDetails row={row} /> }
          : {})}
        {...(access.can(CODES.delete)
          ? {
              actions: {
                onDelete: async (row: DataRow) => afterDelete(await api.sys.log.delete(String(row.id))),
              },
            }
          : {})}
        pagination={{
          total: list.total,
          current: list.paging.current,
          pageSize: list.paging.pageSize,
          onChange: list.changePage,
        }}
      />
    </div>
  );
}

function RequestDetails({ row }: { row: DataRow }) {
  const t = useText();
  const text = (value: unknown) =>
    value === null || value === undefined || value === "" ? t("logs.none") : String(value);
  const param = formatRequestParam(row.requestParam as string | null);
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-control">
      <dt className="text-fg-secondary">{t("logs.requestMethod")}</dt>
      <dd>{text(row.method)}</dd>
      <dt className="text-fg-secondary">{t("logs.requestUrl")}</dt>
      <dd className="break-all">
        {text(
          row.requestType ? `${String(row.requestType)} ${String(row.requestUrl ?? "")}` : row.requestUrl,
        )}
      </dd>
      <dt className="text-fg-secondary">{t("logs.requestParam")}</dt>
      <dd>
        {param ? (
          <pre className="m-0 max-h-64 overflow-auto whitespace-pre-wrap break-all font-mono text-xs">
            {param}
          </pre>
        ) : (
          t("logs.none")
        )}
      </dd>
    </dl>
  );
}
