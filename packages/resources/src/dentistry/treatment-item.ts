import { defineDetailRows, detailRowsMessages, field } from "@kanya/core/resource";
import { isFdiTooth, TOOTH_MESSAGE } from "./tooth.js";

/** 金额 of a row, exact to the cent: 数量 × 单价. */
export function treatmentItemAmount(quantity: number, unitPrice: number): number {
  return Math.round(quantity * Math.round(unitPrice * 100)) / 100;
}

/**
 * 治疗项目 rows of a dentistry order (`items`, table `biz_dentistry_treatment_item`), edited as a table and
 * saved with the order in one transaction: 项目 (treatment_item), 牙位 (FDI, tooth.ts; empty for the whole
 * mouth), 数量, 单价, and 金额 = 数量 × 单价, derived (the server's is stored). The order's amount is their 合计.
 */
export const treatmentItems = defineDetailRows({
  title: "治疗项目",
  fields: {
    item: field.dict("treatment_item", { label: "项目", required: true, max: 4 }),
    tooth: field.text({ label: "牙位", max: 2 }),
    quantity: field.number({ label: "数量", required: true, integer: true, min: 1, max: 99 }),
    unitPrice: field.money({ label: "单价", required: true, min: 0, max: 999999 }),
    amount: field.money({ label: "金额", min: 0, max: 99999999, form: false, statistics: "sum" }),
  },
  max: 50,
  derive: (row) => ({ amount: treatmentItemAmount(Number(row.quantity), Number(row.unitPrice)) }),
});

/** The first row whose 牙位 is not an FDI number, as its refusal (`第2条治疗项目：牙位须为…`), or undefined. */
export function toothRefusal(rows: readonly Readonly<Record<string, unknown>>[]): string | undefined {
  const index = rows.findIndex((row) => {
    const tooth = row.tooth;
    return tooth !== null && tooth !== undefined && tooth !== "" && !isFdiTooth(String(tooth));
  });
  return index < 0 ? undefined : detailRowsMessages.inRow(treatmentItems.title, index, TOOTH_MESSAGE);
}
