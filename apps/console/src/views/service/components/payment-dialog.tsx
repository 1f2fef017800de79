import { dentistryOrder } from "@kanya/resources";
import type { DataRow } from "@kanya/ui/data-table";
import { DictSelect } from "@kanya/ui/dict-select";
import { InputNumber } from "@kanya/ui/input-number";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { useId, useState } from "react";
import { useDictLoaders } from "../../../list/use-dict-loaders";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";

/** 收款: the payment method and the amount paid (the amount due unless less is taken); the order is 已完成. */
export function PaymentDialog({
  order,
  onDone,
  onClose,
}: {
  order: DataRow;
  onDone: () => void;
  onClose: () => void;
}) {
  const t = useText();
  const api = useApi();
  const { loadDictItems } = useDictLoaders();
  const baseId = useId();
  const due = Number(order.amount ?? 0);
  const [payMethod, setPayMethod] = useState<string>("1");
  const [paid, setPaid] = useState<number | null>(due);

  const pay = async () => {
    if (!payMethod) return void message.warning(t("dentistry.payMethodRequired"));
    if (paid === null) return void message.warning(t("dentistry.paidRequired"));
    const response = await api.post(`${dentistryOrder.api}/transition`, {
      id: String(order.id),
      to: "5",
      payMethod,
      paidAmount: paid,
    });
    if (!response.success) return void message.warning(response.message);
    message.success(response.message);
    onDone();
    onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("dentistry.payTitle", { patient: String(order.patientName ?? "") })}
      onOk={pay}
      okText={t("dentistry.payOk")}
      destroyOnClose
    >
      <div className="flex flex-col gap-4">
        <p className="m-0 text-fg-secondary">
          {t("dentistry.amountDue")}
          <strong className="ml-2 text-xl text-fg" data-testid="amount-due">
            ¥{due.toFixed(2)}
          </strong>
        </p>
        <div>
          <label htmlFor={`${baseId}-method`} className="mb-2 block">
            <span className="text-danger">* </span>
            {t("dentistry.payMethod")}
          </label>
          <DictSelect
            id={`${baseId}-method`}
            dictCode="pay_method"
            loadDictItems={loadDictItems}
            value={payMethod}
            onChange={setPayMethod}
          />
        </div>
        <div>
          <label htmlFor={`${baseId}-paid`} className="mb-2 block">
            <span className="text-danger">* </span>
            {t("dentistry.paidAmount")}
          </label>
          <InputNumber
            id={`${baseId}-paid`}
            min={0}
            max={due}
            precision={2}
            value={paid}
            onChange={setPaid}
            className="w-full"
          />
        </div>
      </div>
    </Modal>
  );
}
