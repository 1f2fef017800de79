import type { Result } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import type { DropdownMenuEntry } from "@kanya/ui/dropdown-menu";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { QueryForm, type QueryFormField } from "@kanya/ui/query-form";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useText } from "../../../locale";

const FIRST_PAGE = { current: 1, pageSize: 10 };

/** One page of users as the membership endpoints answer it (`null` when JeecgBoot has none to give). */
export type UsersPage = Result<{ records: readonly object[]; total: number } | null>;

export interface UsersPanelProps {
  /** Names the panel (and its table, unless `tableLabel` does). */
  label: string;
  tableLabel?: string;
  queryFields: readonly QueryFormField[];
  columns: readonly DataTableColumn[];
  /** Loads a page for the filters; a change of this function reloads from page 1. */
  load: (query: Record<string, string | number>) => Promise<UsersPage>;
  /** Removes one user (the row's 删除); left out, rows have no delete. */
  remove?: (row: DataRow) => Promise<Result<unknown>>;
  /** Removes the ticked users (批量移除), after a confirm. */
  removeMany?: (ids: string[]) => Promise<Result<unknown>>;
  /** The confirm's question for `count` users; default: out of the department. */
  confirmRemoveBody?: (count: number) => string;
  /** Buttons before 批量移除. */
  toolbar?: ReactNode;
  /** Replaces the heading row's right side (a 关闭 link). */
  headingExtra?: ReactNode;
  /** A row's 编辑, and entries of its 更多 before 删除 (a record list's own actions). */
  onEdit?: (row: DataRow) => void;
  more?: (row: DataRow) => DropdownMenuEntry[];
  /** Changed by the page after a change made outside the panel (users added): the page reloads. */
  reloadKey?: number;
}

/**
 * A paged, searchable list of users with optional removal: the engine of a role's users, 我的部门's users and
 * roles, 通讯录 and a tenant's users. Loading, error (with retry) and empty states come from the DataTable; a refusal's message
 * is shown and nothing is lost.
 */
export function UsersPanel({
  label,
  tableLabel = label,
  queryFields,
  columns,
  load,
  remove,
  removeMany,
  confirmRemoveBody,
  toolbar,
  headingExtra,
  reloadKey = 0,
  onEdit,
  more,
}: UsersPanelProps) {
  const t = useText();
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [rows, setRows] = useState<DataRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  // Another source (department, tenant) starts on page 1 with nothing ticked.
  useEffect(() => {
    void load;
    setPaging(FIRST_PAGE);
    setSelected([]);
  }, [load]);

  useEffect(() => {
    void reloads;
    void reloadKey;
    let live = true;
    setLoading(true);
    load({ ...filter, pageNo: paging.current, pageSize: paging.pageSize })
      .then((response) => {
        if (!live) return;
        if (!response.success) return setFailed(response.message || t("list.loadFailed"));
        setFailed(undefined);
        setRows((response.result?.records ?? []).map((record) => ({ ...record }) as DataRow));
        setTotal(response.result?.total ?? 0);
      })
      .catch(() => live && setFailed(t("list.loadFailed")))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, filter, paging, reloads, reloadKey, t]);

  const answered = (response: Result<unknown>) => {
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    setSelected([]);
    reload();
  };
  const removeSelected = () => {
    if (!removeMany) return;
    if (selected.length === 0) return void message.warning(t("list.selectOne"));
    Modal.confirm({
      title: t("departs.confirmRemoveUsers"),
      content: confirmRemoveBody
        ? confirmRemoveBody(selected.length)
        : t("departs.confirmRemoveUsersBody", { count: selected.length }),
      onOk: async () => answered(await removeMany(selected)),
    });
  };

  return (
    <section aria-label={label} className="flex min-w-0 flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-medium text-base">{label}</h2>
        {headingExtra}
      </div>
      <QueryForm
        fields={queryFields}
        onSearch={(next) => {
          setFilter(next as Record<string, string>);
          setPaging((p) => ({ ...p, current: 1 }));
        }}
        onReset={() => {
          setFilter({});
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      />
      {(toolbar || removeMany) && (
        <div role="toolbar" aria-label={t("departs.usersToolbar")} className="flex flex-wrap gap-2">
          {toolbar}
          {removeMany && <Button onClick={removeSelected}>{t("departs.batchRemove")}</Button>}
        </div>
      )}
      <DataTable
        label={tableLabel}
        columns={[...columns]}
        dataSource={rows}
        loading={loading}
        error={failed}
        onRetry={reload}
        {...(removeMany
          ? { rowSelection: { selectedRowKeys: selected, onChange: (keys: string[]) => setSelected(keys) } }
          : {})}
        {...(remove || onEdit || more
          ? {
              actions: {
                ...(onEdit ? { onEdit } : {}),
                ...(more ? { more } : {}),
                ...(remove ? { onDelete: async (row: DataRow) => answered(await remove(row)) } : {}),
              },
            }
          : {})}
        pagination={{
          total,
          current: paging.current,
          pageSize: paging.pageSize,
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
      />
    </section>
  );
}
