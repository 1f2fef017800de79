import { WORK_ORDER_OPEN_STATUSES, workOrder, workOrderFlow, workOrderRecords } from "@kanya/resources";
import type { DataRow, DataTableColumn } from "@kanya/ui/data-table";
import { Tag } from "@kanya/ui/tag";
import { createFormModal, createListPage } from "../../list";
import { statusFlowParts } from "../../list/status-flow";
import { useText } from "../../locale";
import { useSessionUser } from "../../providers";

const isOpen = (row: Readonly<Record<string, unknown>>) =>
  WORK_ORDER_OPEN_STATUSES.includes(String(row.status));

/** Now as the server's wire writes a time: `yyyy-MM-dd HH:mm:ss` in GMT+8. */
const nowGmt8 = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");

/** A new handling record: by the signed-in user, now. */
function useNewRecord() {
  const user = useSessionUser();
  return { handleTime: nowGmt8(), handler: user?.username ?? "" };
}

/** 处理时限 with the SLA mark: a red 已超时 while an order the server marked overdue is still open. */
function SlaDeadline({ row }: { row: DataRow }) {
  const t = useText();
  return (
    <span className="inline-flex items-center gap-1">
      {String(row.slaDeadline ?? "")}
      {row.overdue === "1" && isOpen(row) && <Tag color="danger">{t("service.overdue")}</Tag>}
    </span>
  );
}

const withSla = (columns: DataTableColumn[]) =>
  columns.map((column) =>
    column.dataIndex === "slaDeadline"
      ? {
          ...column,
          width: Math.max(column.width ?? 0, 230),
          render: (_: unknown, row: DataRow) => <SlaDeadline row={row} />,
        }
      : column,
  );

/**
 * 工单管理: work orders with status tabs and counts, the flow's moves (开始处理, 完成工单, 关闭工单) and 流转记录;
 * the deadline marked 已超时 when missed; handling records appended in the form while the order is open.
 */
export default createListPage(workOrder, {
  columns: withSla,
  formModal: createFormModal(workOrder, {
    details: {
      records: {
        rows: workOrderRecords,
        appendOnly: true,
        appendable: isOpen,
        useNewRow: useNewRecord,
      },
    },
  }),
  useParts: statusFlowParts({
    api: workOrder.api,
    flow: workOrderFlow,
    titleOf: (row) => String(row.workNo),
  }),
});
