import { DENTISTRY_STATUS, dentistryOrder, dentistryOrderFlow } from "@kanya/resources";
import type { Context } from "hono";
import { type CrudValues, crudRoutes } from "../../http/crud";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import type { RouteSpec } from "../../http/routes";
import { nextDailyNumber } from "../business/daily-number";
import type { BusinessDeps } from "../business/deps";
import { deleteFlowHistory, type FlowMove, flowRoutes } from "../business/flow-routes";
import { recordJson } from "../business/record-json";
import { DENTISTRY_PERMISSION_CODES } from "./permission-codes";
import { storeNameOf } from "./store-routes";
import type { StoreScope } from "./store-scope";
import { checkedItemsTotal, ITEMS_DETAIL, readTreatmentItems, saveTreatmentItems } from "./treatment-items";

const CODES = DENTISTRY_PERMISSION_CODES.dentistryOrder;
const S = DENTISTRY_STATUS;
/** Statuses an order may still be edited in (its time, dentist and remark; its items from 治疗中). */
const EDITABLE: readonly string[] = [S.booked, S.arrived, S.treating, S.toPay];
/** Statuses whose treatment items may be saved (being treated, or confirmed and not yet paid). */
const ITEMS_EDITABLE: readonly string[] = [S.treating, S.toPay];

/** A number in the body, or undefined when it is absent or empty. */
function optionalAmount(body: Readonly<Record<string, unknown>>, name: string, label: string) {
  const raw = body[name];
  if (raw === undefined || raw === null || raw === "") return undefined;
  const value = typeof raw === "number" ? raw : Number(String(raw));
  if (!Number.isFinite(value) || value < 0) throw new BusinessError(`${label}必须是不小于0的数字`);
  return Math.round(value * 100) / 100;
}

/**
 * `/dentistry/order`: a store's appointments and visits. The store must be one of the user's, the dentist
 * of that store; the number and the first status are the server's. The flow (`transition`, `transitions`)
 * checks the order's store too: 完成治疗 saves the treatment items and the amount (their 合计) in the move's
 * transaction, 收款 the payment method and the amount paid. The items (`items`) are the order's detail rows:
 * queryById answers them, an edit in 治疗中 or 待支付 replaces them and the amount with their 合计.
 */
export function orderRoutes(deps: BusinessDeps, scope: StoreScope): RouteSpec[] {
  const { db, clock, importDeps } = deps;

  /** An order in the user's stores, or a refusal. */
  const reachable = async (c: Context<AppEnv>, id: string) => {
    const order = await db
      .selectFrom("biz_dentistry_order")
      .select(["id", "store_id", "status", "amount"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!order) throw new BusinessError("未找到对应数据");
    await scope.check(db, requireAuth(c), order.store_id);
    return order;
  };

  const withNames = async (
    values: CrudValues<"biz_dentistry_order">,
    auth: Parameters<StoreScope["check"]>[1],
    existing: { store_id: string } | undefined,
  ) => {
    const next = { ...values };
    const storeId = values.store_id ?? existing?.store_id;
    if (values.store_id) next.store_name = await storeNameOf(db, scope, auth, values.store_id);
    if (values.patient_id) {
      const patient = await db
        .selectFrom("biz_dentistry_patient")
        .select(["name", "mobile"])
        .where("id", "=", values.patient_id)
        .executeTakeFirst();
      if (!patient) throw new BusinessError("患者不存在");
      next.patient_name = patient.name;
      next.patient_mobile = patient.mobile;
    }
    if (values.dentist_id !== undefined || values.store_id) {
      const dentistId = values.dentist_id === undefined ? undefined : values.dentist_id;
      if (dentistId) {
        const found = await db
          .selectFrom("biz_dentist")
          .select(["name", "store_id"])
          .where("id", "=", dentistId)
          .executeTakeFirst();
        if (!found) throw new BusinessError("医生不存在");
        if (found.store_id !== storeId) throw new BusinessError("医生不属于该门店");
        next.dentist_name = found.name;
      } else if (dentistId === null) next.dentist_name = null;
    }
    return next;
  };

  /** 完成治疗 saves the items; 收款 the method and the amount paid (the amount due unless less is paid). */
  const onMove = async ({ trx, id, edge, body, username, now }: FlowMove) => {
    if (edge.action === "finish") {
      await saveTreatmentItems(trx, id, readTreatmentItems(body.items), username, now);
    } else if (edge.action === "pay") {
      const payMethod = typeof body.payMethod === "string" ? body.payMethod.trim() : "";
      if (!payMethod) throw new BusinessError("请选择支付方式");
      if (payMethod.length > 2) throw new BusinessError("支付方式不正确");
      const order = await trx
        .selectFrom("biz_dentistry_order")
        .select("amount")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const due = Number(order.amount);
      const paid = optionalAmount(body, "paidAmount", "实收金额") ?? due;
      if (paid > due) throw new BusinessError("实收金额不能大于应收金额");
      await trx
        .updateTable("biz_dentistry_order")
        .set({ pay_method: payMethod, paid_amount: paid })
        .where("id", "=", id)
        .execute();
    }
  };

  return [
    ...crudRoutes(
      db,
      {
        resource: dentistryOrder,
        toJson: recordJson(dentistryOrder),
        messages: { duplicate: "订单号已存在" },
        defaultSort: { field: "appointmentTime", order: "desc" },
        userScope: scope.rows,
        async check(values, { mode, existing, auth, details }) {
          if (existing && !EDITABLE.includes(existing.status))
            throw new BusinessError(`预约${dentistryOrderFlow.text(existing.status)}，不能修改`);
          const named = await withNames(values, auth, existing);
          const items = details.items;
          if (items) {
            if (!existing || !ITEMS_EDITABLE.includes(existing.status))
              throw new BusinessError("开始治疗后才能填写治疗项目");
            // The amount is the items' 合计, whatever the body said.
            named.amount = checkedItemsTotal(items);
          }
          if (mode === "edit") return named;
          return {
            ...named,
            order_no: await nextDailyNumber(db, "YK", "dentistry_order_no", clock()),
            status: dentistryOrderFlow.initial,
            amount: 0,
          };
        },
        details: { items: ITEMS_DETAIL },
        // The items go with the order (details); its history too.
        onDelete: (trx, ids) => deleteFlowHistory(trx, dentistryOrderFlow, ids),
        excel: { title: "牙科订单", deps: importDeps },
      },
      clock,
    ),
    ...flowRoutes(deps, {
      flow: dentistryOrderFlow,
      table: "biz_dentistry_order",
      path: dentistryOrder.api,
      listCode: CODES.list,
      reach: async (c, id) => void (await reachable(c, id)),
      onMove,
    }),
  ];
}
