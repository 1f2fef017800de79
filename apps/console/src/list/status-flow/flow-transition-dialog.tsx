import type { FlowEdge, StatusFlow } from "@kanya/resources";
import type { DataRow } from "@kanya/ui/data-table";
import { InputNumber } from "@kanya/ui/input-number";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { Textarea } from "@kanya/ui/textarea";
import { useId, useState } from "react";
import { useText } from "../../locale";
import { useApi } from "../../providers";

/** A number a move asks for beside the remark (a claim's approved amount), sent in the transition's body. */
export interface FlowAmountField {
  readonly name: string;
  readonly label: string;
  /** The largest value allowed, if any (the claimed amount). */
  readonly max?: number;
}

export interface FlowMoveOptions {
  /** The numbers an edge asks for. */
  readonly amountsOf?: (edge: FlowEdge, row: DataRow) => readonly FlowAmountField[];
  /** Edges whose remark must be given (a refusal). */
  readonly remarkRequired?: (edge: FlowEdge) => boolean;
}

/** A move's dialog: the remark (and any amounts); 确定 moves the record, a refusal keeps the dialog open. */
export function FlowTransitionDialog({
  api: path,
  flow,
  record,
  title,
  edge,
  options,
  onDone,
  onClose,
}: {
  api: string;
  flow: StatusFlow;
  record: DataRow;
  title: string;
  edge: FlowEdge;
  options: FlowMoveOptions;
  onDone: () => void;
  onClose: () => void;
}) {
  const t = useText();
  const api = useApi();
  const baseId = useId();
  const [remark, setRemark] = useState("");
  const amounts = options.amountsOf?.(edge, record) ?? [];
  const [values, setValues] = useState<Record<string, number | null>>({});
  const remarkRequired = options.remarkRequired?.(edge) ?? false;

  const move = async () => {
    for (const field of amounts) {
      const value = values[field.name];
      if (value === null || value === undefined)
        return void message.warning(t("flow.amountRequired", { label: field.label }));
      if (field.max !== undefined && value > field.max)
        return void message.warning(t("flow.amountTooLarge", { label: field.label, max: String(field.max) }));
    }
    if (remarkRequired && !remark.trim()) return void message.warning(t("flow.remarkRequired"));
    const response = await api.post(`${path}/transition`, {
      id: String(record.id),
      to: edge.to,
      remark: remark.trim(),
      ...values,
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
      title={t("flow.transitionTitle", { action: edge.label, title })}
      onOk={move}
      destroyOnClose
    >
      <p className="mb-3">
        {t("flow.transitionFromTo", { noun: flow.noun, from: flow.text(edge.from), to: flow.text(edge.to) })}
      </p>
      {amounts.map((field) => (
        <div key={field.name} className="mb-3">
          <label htmlFor={`${baseId}-${field.name}`} className="mb-2 block">
            <span className="text-danger">* </span>
            {field.label}
          </label>
          <InputNumber
            id={`${baseId}-${field.name}`}
            min={0}
            max={field.max}
            precision={2}
            value={values[field.name] ?? null}
            onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
          />
        </div>
      ))}
      <label htmlFor={`${baseId}-remark`} className="mb-2 block">
        {remarkRequired && <span className="text-danger">* </span>}
        {t("flow.remark")}
      </label>
      <Textarea
        id={`${baseId}-remark`}
        rows={3}
        maxLength={500}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
      />
    </Modal>
  );
}
