import type { SysUser } from "@kanya/client";
import { user } from "@kanya/resources";
import { Avatar } from "@kanya/ui/avatar";
import { Button } from "@kanya/ui/button";
import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { config, staticFileUrl } from "../../config";
import { useText } from "../../locale";
import { useAccess, useApi } from "../../providers";
import { USER_CODES } from "./components/user-codes";

type Answer = { success: boolean; message: string };

/**
 * 用户回收站: the deleted users (`GET /sys/user/recycleBin`), 还原 (`putRecycleBin`) and 彻底删除
 * (`deleteRecycleBin`, for good) one by one from a row or for the ticked rows, each behind a confirm.
 */
export default function UserRecycleBinList() {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const navigate = useNavigate();
  const [rows, setRows] = useState<DataRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [loads, setLoads] = useState(0);
  const reload = useCallback(() => setLoads((n) => n + 1), []);

  useEffect(() => {
    void loads;
    let current = true;
    setLoading(true);
    api.sys.user
      .recycleBin()
      .then((response) => {
        if (!current) return;
        if (!response.success) return setFailed(response.message || t("list.loadFailed"));
        setFailed(undefined);
        setRows(response.result.map((record: SysUser) => ({ ...record }) as DataRow));
      })
      .catch(() => current && setFailed(t("list.loadFailed")))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, loads, t]);

  const after = (response: Answer) => {
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    setSelected([]);
    reload();
  };
  const restore = (ids: readonly string[]) => {
    if (ids.length === 0) return void message.warning(t("list.selectOne"));
    Modal.confirm({
      title: t("recycleBin.restore"),
      content: t("recycleBin.confirmRestore"),
      onOk: async () => after(await api.sys.user.putRecycleBin(ids)),
    });
  };
  const deleteForGood = (ids: readonly string[]) => {
    if (ids.length === 0) return void message.warning(t("list.selectOne"));
    Modal.confirm({
      title: t("recycleBin.deleteForGood"),
      content: t("recycleBin.confirmDelete"),
      okDanger: true,
      onOk: async () => after(await api.sys.user.deleteRecycleBin(ids)),
    });
  };

  const columns = useMemo<DataTableColumn[]>(
    () => [
      { title: user.fields.username.label, dataIndex: "username", width: 140 },
      { title: user.fields.realname.label, dataIndex: "realname", width: 120 },
      {
        title: user.fields.avatar.label,
        dataIndex: "avatar",
        width: 80,
        render: (value, row) => (
          <Avatar
            size={32}
            name={String(row.realname ?? row.username ?? "")}
            {...(value ? { src: staticFileUrl(String(value), config) } : {})}
          />
        ),
      },
      { title: t("user.departColumn"), dataIndex: "orgCode", width: 200, ellipsis: true },
      { title: user.fields.phone.label, dataIndex: "phone", width: 130 },
    ],
    [t],
  );
  const canRestore = access.can(USER_CODES.restore);
  const canDelete = access.can(USER_CODES.deleteForGood);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2" role="toolbar">
        {canRestore && <Button onClick={() => restore(selected)}>{t("recycleBin.batchRestore")}</Button>}
        {canDelete && (
          <Button danger onClick={() => deleteForGood(selected)}>
            {t("recycleBin.batchDelete")}
          </Button>
        )}
        <Button onClick={() => navigate("/isystem/user")}>{t("recycleBin.back")}</Button>
      </div>
      <DataTable
        label={t("recycleBin.title")}
        columns={columns}
        dataSource={rows}
        loading={loading}
        error={failed}
        onRetry={reload}
        emptyText={t("recycleBin.empty")}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys) }}
        actions={{
          more: (row) => [
            ...(canRestore
              ? [
                  {
                    key: "restore",
                    label: t("recycleBin.restore"),
                    onSelect: () => restore([String(row.id)]),
                  },
                ]
              : []),
            ...(canDelete
              ? [
                  {
                    key: "deleteForGood",
                    label: t("recycleBin.deleteForGood"),
                    danger: true,
                    onSelect: () => deleteForGood([String(row.id)]),
                  },
                ]
              : []),
          ],
        }}
        pagination={false}
      />
    </div>
  );
}
