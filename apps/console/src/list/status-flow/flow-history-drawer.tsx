import type { StatusFlow } from "@kanya/resources";
import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import { Drawer } from "@kanya/ui/drawer";
import { useCallback, useEffect, useState } from "react";
import { useText } from "../../locale";
import { useApi } from "../../providers";

interface TransitionRow extends DataRow {
  fromStatus_dictText: string;
  toStatus_dictText: string;
  remark: string | null;
  createByName: string;
  createTime: string;
}

/** 流转记录: who moved the record, when, from which status to which, and why; oldest first. */
export function FlowHistoryDrawer({
  api: path,
  flow,
  record,
  title,
  onClose,
}: {
  api: string;
  flow: StatusFlow;
  record: DataRow;
  /** The record's name in the title (its number). */
  title: string;
  onClose: () => void;
}) {
  const t = useText();
  const api = useApi();
  const id = String(record.id);
  const [rows, setRows] = useState<TransitionRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const response = await api.get<TransitionRow[]>(`${path}/transitions`, { id });
      if (!response.success) return void setFailed(response.message);
      setFailed(undefined);
      setRows(response.result);
    } catch {
      setFailed(t("flow.historyFailed"));
    } finally {
      setLoading(false);
    }
  }, [api, path, id, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const columns: DataTableColumn<TransitionRow>[] = [
    { title: t("flow.historyTime"), dataIndex: "createTime", width: 170 },
    { title: t("flow.historyBy"), dataIndex: "createByName", width: 100 },
    {
      title: t("flow.historyMove"),
      dataIndex: "toStatus_dictText",
      width: 150,
      render: (_, row) => `${row.fromStatus_dictText} → ${row.toStatus_dictText}`,
    },
    { title: t("flow.remark"), dataIndex: "remark", width: 200, ellipsis: true },
  ];
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("flow.historyTitle", { noun: flow.noun, title })}
      width={720}
    >
      <p className="mb-3 text-fg-secondary">
        {t("flow.historyCreated", {
          time: String(record.createTime ?? ""),
          by: String(record.createBy ?? ""),
        })}
      </p>
      <DataTable
        label={t("flow.history")}
        columns={columns}
        dataSource={rows}
        loading={loading}
        error={failed}
        onRetry={load}
      />
    </Drawer>
  );
}
