import type { OnlineUser } from "@kanya/client";
import { Avatar } from "@kanya/ui/avatar";
import { Button } from "@kanya/ui/button";
import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { QueryForm } from "@kanya/ui/query-form";
import { useCallback, useEffect, useMemo, useState } from "react";
import { config, staticFileUrl } from "../../config";
import { useText } from "../../locale";
import { useAccess, useApi, useListLoadGuard } from "../../providers";
import { USER_CODES } from "./components/user-codes";

const FIRST_PAGE = { current: 1, pageSize: 10 };

/**
 * 在线用户: the live sessions (`GET /sys/online/list`, by account), newest first, and 强退 (`forceLogout`)
 * behind a confirm; a forced-out session's next request is answered 401.
 */
export default function SysUserOnlineList() {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const beforeListLoad = useListLoadGuard();
  const [username, setUsername] = useState("");
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [rows, setRows] = useState<DataRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string>();
  const [loads, setLoads] = useState(0);
  const reload = useCallback(() => setLoads((n) => n + 1), []);

  useEffect(() => {
    void loads;
    if (!beforeListLoad()) return;
    let current = true;
    setLoading(true);
    api.sys.online
      .list({ pageNo: paging.current, pageSize: paging.pageSize, ...(username ? { username } : {}) })
      .then((response) => {
        if (!current) return;
        if (!response.success) return setFailed(response.message || t("list.loadFailed"));
        setFailed(undefined);
        setRows(response.result.records.map((record: OnlineUser) => ({ ...record }) as DataRow));
        setTotal(response.result.total);
      })
      .catch(() => current && setFailed(t("list.loadFailed")))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, beforeListLoad, loads, paging, t, username]);

  const canForce = access.can(USER_CODES.forceLogout);
  const columns = useMemo<DataTableColumn[]>(() => {
    const forceLogout = (row: DataRow) =>
      Modal.confirm({
        title: t("online.forceLogout"),
        content: t("online.confirmForceLogout", { name: String(row.realname ?? row.username) }),
        okDanger: true,
        onOk: async () => {
          const response = await api.sys.online.forceLogout(String(row.token));
          if (!response.success) return void message.warning(response.message);
          message.success(response.message);
          reload();
        },
      });
    return [
      { title: t("online.username"), dataIndex: "username", width: 140 },
      { title: t("online.realname"), dataIndex: "realname", width: 120 },
      {
        title: t("online.avatar"),
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
      { title: t("online.loginTime"), dataIndex: "loginTime", width: 170 },
      { title: t("online.ip"), dataIndex: "ip", width: 140 },
      ...(canForce
        ? [
            {
              title: t("online.operation"),
              key: "operation",
              width: 90,
              render: (_value: unknown, row: DataRow) => (
                <Button variant="link" danger onClick={() => forceLogout(row)}>
                  {t("online.forceLogout")}
                </Button>
              ),
            },
          ]
        : []),
    ];
  }, [api, canForce, reload, t]);

  return (
    <div className="flex flex-col gap-4">
      <QueryForm
        fields={[{ name: "username", label: t("online.username"), trim: true }]}
        onSearch={(params) => {
          setUsername(params.username ?? "");
          setPaging((p) => ({ ...p, current: 1 }));
        }}
        onReset={() => {
          setUsername("");
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      />
      <DataTable
        label={t("online.title")}
        columns={columns}
        dataSource={rows}
        loading={loading}
        error={failed}
        onRetry={reload}
        emptyText={t("online.empty")}
        pagination={{
          total,
          current: paging.current,
          pageSize: paging.pageSize,
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
      />
    </div>
  );
}
