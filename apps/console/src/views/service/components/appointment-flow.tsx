import { dentistryOrderFlow, type StatusFlow } from "@kanya/resources";
import type { DataRow } from "@kanya/ui/data-table";
import { type ListPageContext, type ListPageParts, statusFlowParts } from "../../../list";
import { useText } from "../../../locale";
import { useDentistryMoves } from "./dentistry-moves";

/** Moves that ask for more than a remark, made with the front desk's own dialogs. */
const OWN_DIALOG = new Set(["finish", "pay"]);

/** The flow as the generic parts offer it: the moves a remark dialog is enough for. */
const remarkMoves: StatusFlow = {
  ...dentistryOrderFlow,
  edgesFrom: (from, can) => dentistryOrderFlow.edgesFrom(from, can).filter((e) => !OWN_DIALOG.has(e.action)),
};
const useFlowParts = statusFlowParts({
  api: "/dentistry/order",
  flow: remarkMoves,
  titleOf: (row) => String(row.orderNo),
});

/** 预约挂号's parts: the status flow's tabs, moves and history, with 完成治疗, 收款 and 治疗项目 beside. */
export function useAppointmentFlow(reload: () => void, page: ListPageContext): ListPageParts {
  const t = useText();
  const parts = useFlowParts(reload, page);
  const moves = useDentistryMoves(reload);
  return {
    ...parts,
    rowActions: (row: DataRow) => [
      ...dentistryOrderFlow
        .edgesFrom(String(row.status), moves.can)
        .filter((edge) => OWN_DIALOG.has(edge.action))
        .map((edge) => ({
          key: `to-${edge.to}`,
          label: edge.label,
          onSelect: () => void moves.move(row, edge),
        })),
      ...(moves.canEditItems(row)
        ? [{ key: "items", label: t("dentistry.items"), onSelect: () => moves.editItems(row) }]
        : []),
      ...(parts.rowActions?.(row) ?? []),
    ],
    dialogs: (
      <>
        {parts.dialogs}
        {moves.dialogs}
      </>
    ),
  };
}
