import { dentistryOrder, TREATMENT_ITEMS } from "@kanya/resources";
import type { DataRow } from "@kanya/ui/data-table";
import type { EditableTableMethods } from "@kanya/ui/editable-table";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { Spin } from "@kanya/ui/spin";
import { Textarea } from "@kanya/ui/textarea";
import { useEffect, useId, useRef, useState } from "react";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import { TreatmentItemsTable, type TreatmentRow } from "./treatment-items-table";

const FIRST_ITEM = TREATMENT_ITEMS[0];

/** The rows as the server takes them (金额 is the server's to compute). */
const toBody = (rows: readonly TreatmentRow[]) =>
  rows.map((row) => ({
    item: row.item ?? "",
    tooth: row.tooth ?? "",
    quantity: row.quantity ?? null,
    unitPrice: row.unitPrice ?? null,
  }));

/**
 * 完成治疗: the order's treatment items to fill or confirm (loaded from the order; a new visit starts with
 * 口腔检查), then the move to 待支付 with them — or, for an order already 待支付, the items corrected
 * (`finish` false): saved by the order's edit, its amount their 合计.
 */
export function TreatmentDialog({
  order,
  finish,
  onDone,
  onClose,
}: {
  order: DataRow;
  finish: boolean;
  onDone: () => void;
  onClose: () => void;
}) {
  const t = useText();
  const api = useApi();
  const remarkId = useId();
  const table = useRef<EditableTableMethods<TreatmentRow>>(null);
  const [items, setItems] = useState<TreatmentRow[]>();
  const [remark, setRemark] = useState("");
  const id = String(order.id);

  useEffect(() => {
    let current = true;
    api
      .get<{ items?: TreatmentRow[] }>(`${dentistryOrder.api}/queryById`, { id })
      .then((response) => {
        if (!current) return;
        const saved = response.success ? (response.result.items ?? []) : [];
        setItems(
          saved.length > 0
            ? saved.map((row, index) => ({ ...row, id: String(row.id ?? `saved-${index}`) }))
            : [
                {
                  id: "first",
                  item: FIRST_ITEM?.value,
                  tooth: null,
                  quantity: 1,
                  unitPrice: FIRST_ITEM?.price,
                  amount: FIRST_ITEM?.price,
                },
              ],
        );
      })
      .catch(() => current && setItems([]));
    return () => {
      current = false;
    };
  }, [api, id]);

  const save = async () => {
    const methods = table.current;
    if (!methods) return;
    if ((await methods.fullValidateTable()) > 0) return void message.warning(t("dentistry.itemsInvalid"));
    const rows = toBody(methods.getValues());
    if (rows.length === 0) return void message.warning(t("dentistry.itemsRequired"));
    const response = finish
      ? await api.post(`${dentistryOrder.api}/transition`, {
          id,
          to: "4",
          items: rows,
          remark: remark.trim(),
        })
      : await api.put(`${dentistryOrder.api}/edit`, { id, items: rows });
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    onDone();
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(finish ? "dentistry.finishTitle" : "dentistry.itemsTitle", {
        patient: String(order.patientName ?? ""),
      })}
      width={860}
      onOk={save}
      okText={finish ? t("dentistry.finishOk") : t("dentistry.save")}
      destroyOnClose
    >
      {items ? (
        <div className="flex flex-col gap-3">
          <TreatmentItemsTable ref={table} items={items} />
          {finish && (
            <div>
              <label htmlFor={remarkId} className="mb-2 block">
                {t("dentistry.treatmentNote")}
              </label>
              <Textarea
                id={remarkId}
                rows={2}
                maxLength={500}
                value={remark}
                onChange={(event) => setRemark(event.target.value)}
              />
            </div>
          )}
        </div>
      ) : (
        <div className="flex justify-center py-8">
          <Spin />
        </div>
      )}
    </Modal>
  );
}
