import type { SysDataLog } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { Select } from "@kanya/ui/select";
import { useMemo, useState } from "react";
import { useText } from "../../../../locale";
import { useApi } from "../../../../providers";
import { compareVersions, type FieldChange } from "./compare-versions";

interface Compared {
  versions: SysDataLog[];
  left: string;
  right: string;
}

/**
 * 数据比较: two ticked versions of one row (`queryCompareList`) side by side, field by field, the changed
 * ones marked; either side can switch to another version of the row (`queryDataVerList`).
 */
export function DataLogCompareButton({ ids }: { ids: readonly string[] }) {
  const t = useText();
  const api = useApi();
  const [compared, setCompared] = useState<Compared>();

  const open = async () => {
    const [first, second] = ids;
    if (ids.length !== 2 || !first || !second) return void message.warning(t("dataLog.selectTwo"));
    const pair = await api.sys.dataLog.compare(first, second);
    if (!pair.success) return void message.warning(pair.message || t("dataLog.loadFailed"));
    const [older, newer] = pair.result;
    if (!older || !newer || older.dataTable !== newer.dataTable || older.dataId !== newer.dataId)
      return void message.warning(t("dataLog.sameRow"));
    const all = await api.sys.dataLog.versions(older.dataTable, older.dataId);
    if (!all.success) return void message.warning(all.message || t("dataLog.loadFailed"));
    setCompared({ versions: all.result, left: older.id, right: newer.id });
  };

  return (
    <>
      <Button onClick={() => void open()}>{t("dataLog.compare")}</Button>
      {compared && (
        <CompareModal compared={compared} onChange={setCompared} onClose={() => setCompared(undefined)} />
      )}
    </>
  );
}

function CompareModal({
  compared,
  onChange,
  onClose,
}: {
  compared: Compared;
  onChange: (next: Compared) => void;
  onClose: () => void;
}) {
  const t = useText();
  const { versions, left, right } = compared;
  const byId = useMemo(() => new Map(versions.map((v) => [v.id, v])), [versions]);
  const older = byId.get(left);
  const newer = byId.get(right);
  const rows = useMemo(
    () => compareVersions(older?.dataContent ?? "{}", newer?.dataContent ?? "{}"),
    [older, newer],
  );
  const options = versions.map((v) => ({
    value: v.id,
    label: `${t("dataLog.versionNo", { version: v.dataVersion })} · ${v.createTime ?? ""}`,
  }));
  const side = (version: SysDataLog | undefined, key: "before" | "after"): DataTableColumn => ({
    title: version ? t("dataLog.versionNo", { version: version.dataVersion }) : "",
    key,
    width: 260,
    render: (_value, row) => {
      const change = row as unknown as FieldChange;
      return change.changed ? (
        <mark
          className="rounded bg-transparent px-1 font-medium text-warning-text underline decoration-warning"
          title={t("dataLog.changed")}
        >
          {change[key]}
        </mark>
      ) : (
        change[key]
      );
    },
  });
  const columns: DataTableColumn[] = [
    { title: t("dataLog.field"), dataIndex: "field", width: 160 },
    side(older, "before"),
    side(newer, "after"),
  ];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("dataLog.compareTitle", { table: older?.dataTable ?? "", id: older?.dataId ?? "" })}
      width={900}
      footer={<Button onClick={onClose}>{t("list.close")}</Button>}
    >
      <div className="mb-3 flex flex-wrap gap-3">
        <Select
          aria-label={`${t("dataLog.version")} 1`}
          className="w-64"
          options={options}
          value={left}
          onChange={(value) => value && onChange({ ...compared, left: value })}
        />
        <Select
          aria-label={`${t("dataLog.version")} 2`}
          className="w-64"
          options={options}
          value={right}
          onChange={(value) => value && onChange({ ...compared, right: value })}
        />
      </div>
      <DataTable
        label={t("dataLog.compare")}
        columns={columns}
        dataSource={rows as unknown as Record<string, unknown>[]}
        rowKey="field"
        pagination={false}
      />
    </Modal>
  );
}
