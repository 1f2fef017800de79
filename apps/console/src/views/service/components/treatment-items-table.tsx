import { TOOTH_MESSAGE, TREATMENT_ITEMS, treatmentItemAmount, treatmentItemPrice } from "@kanya/resources";
import {
  type EditableColumn,
  type EditableRow,
  EditableTable,
  type EditableTableMethods,
} from "@kanya/ui/editable-table";
import { type Ref, useMemo, useRef } from "react";
import { useText } from "../../../locale";

/** One row of the table: the order's `items` as the server answers and takes them. */
export interface TreatmentRow extends EditableRow {
  item?: string | null;
  tooth?: string | null;
  quantity?: number | null;
  unitPrice?: number | null;
  amount?: number | null;
}

const ITEM_OPTIONS = TREATMENT_ITEMS.map((item) => ({ value: item.value, text: item.text }));
const money = (value: unknown) => (typeof value === "number" ? value.toFixed(2) : "");

/**
 * 治疗项目: the order's items in the editable table — 项目 (the treatment_item list, its price filled in),
 * 牙位 (FDI), 数量, 单价, and 金额 = 数量 × 单价 kept as they change, with 合计 and 平均 below. Excel paste,
 * undo and the spreadsheet keys come with the table.
 */
export function TreatmentItemsTable({
  items,
  ref,
}: {
  items: readonly TreatmentRow[];
  ref?: Ref<EditableTableMethods<TreatmentRow>>;
}) {
  const t = useText();
  const own = useRef<EditableTableMethods<TreatmentRow>>(null);
  const columns = useMemo<EditableColumn<TreatmentRow>[]>(
    () => [
      { key: "index", type: "row-number", title: "#" },
      { key: "selection", type: "row-checkbox", title: "" },
      {
        key: "item",
        type: "select",
        title: t("dentistry.item"),
        width: 150,
        options: ITEM_OPTIONS,
        validateRules: [{ required: true, message: "${title}不能为空" }],
      },
      {
        key: "tooth",
        type: "input",
        title: t("dentistry.tooth"),
        width: 90,
        placeholder: "11–48",
        validateRules: [{ pattern: /^([1-4][1-8])?$/, message: TOOTH_MESSAGE }],
      },
      {
        key: "quantity",
        type: "inputNumber",
        title: t("dentistry.quantity"),
        width: 90,
        defaultValue: 1,
        props: { min: 1, max: 99, precision: 0 },
        validateRules: [{ required: true, message: "${title}不能为空" }],
      },
      {
        key: "unitPrice",
        type: "inputNumber",
        title: t("dentistry.unitPrice"),
        width: 120,
        props: { min: 0, precision: 2 },
        validateRules: [{ required: true, message: "${title}不能为空" }],
      },
      {
        key: "amount",
        type: "normal",
        title: t("dentistry.lineAmount"),
        width: 120,
        statistics: ["sum", "average"],
        render: money,
      },
    ],
    [t],
  );
  const keep = (rows: TreatmentRow[]) => {
    const table = own.current;
    if (!table) return;
    const updates = rows.flatMap((row) => {
      const values: Record<string, unknown> = {};
      // A chosen item starts at its list price.
      if (row.item && (row.unitPrice === null || row.unitPrice === undefined))
        values.unitPrice = treatmentItemPrice(row.item);
      const quantity = Number(row.quantity ?? 0);
      const unitPrice = Number(values.unitPrice ?? row.unitPrice ?? 0);
      const amount = treatmentItemAmount(quantity, unitPrice);
      if (row.amount !== amount) values.amount = amount;
      return Object.keys(values).length > 0 ? [{ rowKey: row.id, values }] : [];
    });
    if (updates.length > 0) table.setValues(updates);
  };
  return (
    <EditableTable<TreatmentRow>
      ref={(methods) => {
        own.current = methods;
        if (typeof ref === "function") ref(methods);
        else if (ref) (ref as { current: unknown }).current = methods;
      }}
      label={t("dentistry.items")}
      columns={columns}
      dataSource={items}
      alwaysEdit
      maxHeight={320}
      onValuesChange={keep}
    />
  );
}
