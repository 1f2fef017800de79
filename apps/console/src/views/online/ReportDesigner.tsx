import type { ReportHead, ReportModel } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useText } from "../../locale";
import { useApi } from "../../providers";
import type { ViewProps } from "../view-props";
import { ReportEditor } from "./components/report-editor";

type Editing = { model: ReportModel | null } | null;

/**
 * 报表设计 (JeecgBoot's OnlCgreportHeadList): the report definitions, each opened at `/online/cgreport/{code}`,
 * and the editor with its live preview for a new or an existing one.
 */
export default function ReportDesigner(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const navigate = useNavigate();
  const [rows, setRows] = useState<ReportHead[]>([]);
  const [total, setTotal] = useState(0);
  const [paging, setPaging] = useState({ current: 1, pageSize: 10 });
  const [search, setSearch] = useState("");
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string>();
  const [editing, setEditing] = useState<Editing>(null);
  const [loads, setLoads] = useState(0);
  const reload = useCallback(() => setLoads((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` asks for the same page again.
  useEffect(() => {
    let current = true;
    setLoading(true);
    api.online.report
      .list({ pageNo: paging.current, pageSize: paging.pageSize, ...(search ? { name: `*${search}*` } : {}) })
      .then((res) => {
        if (!current) return;
        if (res.success) {
          setRows(res.result.records);
          setTotal(res.result.total);
          setFailed(undefined);
        } else setFailed(res.message || t("reportDesigner.loadFailed"));
      })
      .catch(() => current && setFailed(t("reportDesigner.loadFailed")))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, paging, search, loads, t]);

  const edit = async (id: string) => {
    const res = await api.online.report.queryById(id);
    if (res.success) setEditing({ model: res.result });
    else message.error(res.message);
  };
  const remove = (head: ReportHead) =>
    Modal.confirm({
      title: t("reportDesigner.deleteConfirm", { name: head.name }),
      onOk: async () => {
        const res = await api.online.report.delete(head.id as string);
        if (res.success) reload();
        else message.error(res.message);
      },
    });

  const columns: DataTableColumn[] = [
    { title: t("reportDesigner.name"), dataIndex: "name" },
    { title: t("reportDesigner.code"), dataIndex: "code" },
    { title: t("reportDesigner.createTime"), dataIndex: "createTime", width: 180 },
    {
      title: t("reportDesigner.actions"),
      key: "actions",
      width: 220,
      render: (_value, row) => {
        const head = row as unknown as ReportHead;
        return (
          <span className="flex gap-3">
            <Button variant="link" size="small" onClick={() => void edit(head.id as string)}>
              {t("reportDesigner.edit")}
            </Button>
            <Button variant="link" size="small" onClick={() => navigate(`/online/cgreport/${head.code}`)}>
              {t("reportDesigner.open")}
            </Button>
            <Button variant="link" danger size="small" onClick={() => remove(head)}>
              {t("reportDesigner.delete")}
            </Button>
          </span>
        );
      },
    },
  ];

  if (editing)
    return (
      <ReportEditor
        initial={editing.model}
        onCancel={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-control-lg bg-surface px-4 py-3">
        <Input
          aria-label={t("reportDesigner.searchName")}
          placeholder={t("reportDesigner.searchName")}
          className="max-w-64"
          allowClear
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            setSearch(e.currentTarget.value.trim());
            setPaging((p) => ({ ...p, current: 1 }));
          }}
          onClear={() => setSearch("")}
        />
        <Button variant="primary" onClick={() => setEditing({ model: null })}>
          {t("reportDesigner.add")}
        </Button>
      </div>
      <DataTable
        label={t("reportDesigner.title")}
        rowKey="id"
        columns={columns}
        dataSource={rows as unknown as DataRow[]}
        loading={loading && !failed}
        error={failed}
        onRetry={reload}
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
