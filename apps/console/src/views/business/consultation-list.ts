import { type ConsultationKind, consultation, consultationFlow } from "@kanya/resources";
import { createFormModal, createListPage } from "../../list";
import { statusFlowParts } from "../../list/status-flow";

/**
 * 视频问诊 and 电话问诊: one page per kind over the one consultation resource — its rows, counts and new
 * records are the kind's (the kind is not asked), with status tabs, the flow's moves and 流转记录.
 */
export function consultationListPage(kind: ConsultationKind) {
  return createListPage(consultation, {
    source: { params: { kind } },
    formModal: createFormModal(consultation, {
      defaults: { kind },
      controlOf: (name) => (name === "kind" ? null : undefined),
    }),
    // Every row is the page's kind: no column for it.
    columns: (columns) => columns.filter((column) => column.dataIndex !== "kind_dictText"),
    useParts: statusFlowParts({
      api: consultation.api,
      flow: consultationFlow,
      titleOf: (row) => `${String(row.patientName ?? "")} ${String(row.scheduledTime ?? "")}`.trim(),
      params: { kind },
    }),
  });
}
