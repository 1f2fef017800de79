import type { SysDict } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";

/**
 * 回收站: the deleted dictionaries (`deleteList`); 取回 puts one back (`back/{id}`), 彻底删除 removes it
 * with its items for good (`deletePhysic/{id}`) after a confirm. The dictionary list reloads after either.
 */
export function DictRecycleBin({ onClose, onRestored }: { onClose: () => void; onRestored: () => void }) {
  const t = useText();
  const api = useApi();
  const [rows, setRows] = useState<SysDict[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const response = await api.sys.dict.deleteList();
      if (!response.success) return setFailed(response.message || t("list.loadFailed"));
      setFailed(undefined);
      setRows(response.result);
    } catch {
      setFailed(t("list.loadFailed"));
    } finally {
      setLoading(false);
    }
  }, [api, t]);
  useEffect(() => void load(), [load]);

  const done = (response: { success: boolean; message: string }) => {
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    onRestored();
    void load();
  };
  const restore = async (row: DataRow) => done(await api.sys.dict.back(String(row.id)));
  const purge = (row: DataRow) =>
    Modal.confirm({
      title: t("dicts.purgeConfirm"),
      content: t("dicts.purgeConfirmBody", { name: String(row.dictName ?? "") }),
      onOk: async () => done(await api.sys.dict.deletePhysic(String(row.id))),
    });

  const columns = useMemo<DataTableColumn[]>(
    () => [
      { title: t("dicts.dictName"), dataIndex: "dictName", width: 160 },
      { title: t("dicts.dictCode"), dataIndex: "dictCode", width: 160 },
      { title: t("dicts.description"), dataIndex: "description", width: 200, ellipsis: true },
    ],
    [t],
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("dicts.recycleBinTitle")}
      width={800}
      footer={<Button onClick={onClose}>{t("list.close")}</Button>}
    >
      <DataTable
        label={t("dicts.recycleBinTitle")}
        columns={columns}
        dataSource={rows as unknown as DataRow[]}
        loading={loading}
        error={failed}
        onRetry={() => void load()}
        actions={{
          more: (row) => [
            { key: "restore", label: t("dicts.restore"), onSelect: () => void restore(row) },
            { key: "purge", label: t("dicts.purge"), danger: true, onSelect: () => purge(row) },
          ],
        }}
        pagination={false}
      />
    </Modal>
  );
}
