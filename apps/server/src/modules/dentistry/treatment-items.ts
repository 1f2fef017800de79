import { detailRowsSum, readDetailRows } from "@kanya/core/resource";
import { toothRefusal, treatmentItems } from "@kanya/resources";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { CrudDetail } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import { newId } from "../../ids";

/** The order's `items` as crudRoutes' detail rows: saved with the order, answered by queryById. */
export const ITEMS_DETAIL: CrudDetail = {
  rows: treatmentItems,
  table: "biz_dentistry_treatment_item",
  parentColumn: "order_id",
};

/** Rows already read by `readDetailRows`, refused when a tooth is not an FDI number; their 合计. */
export function checkedItemsTotal(rows: readonly Readonly<Record<string, unknown>>[]): number {
  const refused = toothRefusal(rows);
  if (refused) throw new BusinessError(refused);
  return detailRowsSum(rows, "amount");
}

/** A body's `items` read as the order's detail rows (at least one), teeth checked. */
export function readTreatmentItems(raw: unknown): Record<string, unknown>[] {
  if (raw === undefined) throw new BusinessError("请填写治疗项目");
  const read = readDetailRows(treatmentItems, raw);
  if (!read.ok) throw new BusinessError(read.message);
  if (read.rows.length === 0) throw new BusinessError(`至少填写1条${treatmentItems.title}`);
  checkedItemsTotal(read.rows);
  return read.rows;
}

/**
 * Replaces an order's items and sets its amount to their 合计, inside a flow move's transaction (完成治疗
 * confirms the items with the move); the same rows crudRoutes' details write on an edit.
 */
export async function saveTreatmentItems(
  trx: Kysely<Database>,
  orderId: string,
  rows: readonly Record<string, unknown>[],
  username: string,
  now: Date,
): Promise<number> {
  await trx.deleteFrom("biz_dentistry_treatment_item").where("order_id", "=", orderId).execute();
  await trx
    .insertInto("biz_dentistry_treatment_item")
    .values(
      rows.map((row, index) => ({
        id: newId(),
        order_id: orderId,
        sort_no: index + 1,
        item: String(row.item),
        tooth: row.tooth === null || row.tooth === undefined ? null : String(row.tooth),
        quantity: Number(row.quantity),
        unit_price: Number(row.unitPrice),
        amount: Number(row.amount),
        create_by: username,
        create_time: now,
      })),
    )
    .execute();
  const total = detailRowsSum(rows, "amount");
  await trx
    .updateTable("biz_dentistry_order")
    .set({ amount: total, update_by: username, update_time: now })
    .where("id", "=", orderId)
    .execute();
  return total;
}
