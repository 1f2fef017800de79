import { DENTISTRY_STATUS, dentistryOrder, dentistryOrderFlow, type FlowEdge } from "@kanya/resources";
import type { DataRow } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { useState } from "react";
import { FlowTransitionDialog } from "../../../list";
import { useAccess, useApi } from "../../../providers";
import { PaymentDialog } from "./payment-dialog";
import { TreatmentDialog } from "./treatment-dialog";

type Open = { kind: "finish" | "items" | "pay" | "cancel"; row: DataRow; edge?: FlowEdge };

/** The move a card's main button makes (签到, 开始治疗, 完成治疗, 收款), if the user may make it. */
export function mainEdge(row: DataRow, can: (code: string) => boolean): FlowEdge | undefined {
  return dentistryOrderFlow.edgesFrom(String(row.status), can).find((edge) => edge.action !== "cancel");
}

/**
 * The dentistry order's moves as the front desk makes them: 签到 and 开始治疗 at once, 完成治疗 with the
 * treatment items, 收款 with the payment, 取消预约 with a remark; 治疗项目 corrects a 待支付 order's items.
 */
export function useDentistryMoves(onMoved: () => void) {
  const api = useApi();
  const access = useAccess();
  const [open, setOpen] = useState<Open>();
  const [busy, setBusy] = useState<string>();

  const move = async (row: DataRow, edge: FlowEdge) => {
    if (edge.action === "finish") return setOpen({ kind: "finish", row });
    if (edge.action === "pay") return setOpen({ kind: "pay", row });
    if (edge.action === "cancel") return setOpen({ kind: "cancel", row, edge });
    setBusy(String(row.id));
    try {
      const response = await api.post(`${dentistryOrder.api}/transition`, {
        id: String(row.id),
        to: edge.to,
      });
      if (!response.success) return void message.warning(response.message);
      message.success(response.message);
      onMoved();
    } finally {
      setBusy(undefined);
    }
  };
  const close = () => setOpen(undefined);
  const canEditItems = (row: DataRow) =>
    String(row.status) === DENTISTRY_STATUS.toPay && access.can(`${dentistryOrder.permission}:edit`);

  return {
    move,
    busy,
    can: (code: string) => access.can(code),
    canEditItems,
    editItems: (row: DataRow) => setOpen({ kind: "items", row }),
    dialogs: (
      <>
        {(open?.kind === "finish" || open?.kind === "items") && (
          <TreatmentDialog
            order={open.row}
            finish={open.kind === "finish"}
            onDone={onMoved}
            onClose={close}
          />
        )}
        {open?.kind === "pay" && <PaymentDialog order={open.row} onDone={onMoved} onClose={close} />}
        {open?.kind === "cancel" && open.edge && (
          <FlowTransitionDialog
            api={dentistryOrder.api}
            flow={dentistryOrderFlow}
            record={open.row}
            title={String(open.row.orderNo ?? "")}
            edge={open.edge}
            options={{}}
            onDone={onMoved}
            onClose={close}
          />
        )}
      </>
    ),
  };
}
