import { ORDER_STATUS, orderFlow, serviceOrder } from "@kanya/resources";
import { type CrudValues, crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import type { RouteSpec } from "../../http/routes";
import type { ChannelScope } from "./channel-scope";
import { nextDailyNumber } from "./daily-number";
import type { BusinessDeps } from "./deps";
import { deleteFlowHistory, flowRoutes } from "./flow-routes";
import { BUSINESS_PERMISSION_CODES } from "./permission-codes";
import { recordJson } from "./record-json";

const CODES = BUSINESS_PERMISSION_CODES.serviceOrder;

/** The list's channel (spec §3): `queryParamCode`, a route's code, when it is not 0. */
export function channelOfRequest(params: Readonly<Record<string, string | undefined>>): string | undefined {
  const code = params.queryParamCode?.trim();
  return code && code !== "0" ? code : undefined;
}

/**
 * `/business/serviceOrder`: orders with their names kept beside the ids, scoped by channel code, and the
 * status flow (order-flow.ts) on the flow engine: `transition` and the `transitions?id=` history. Kept to
 * the channels of the user's department (`scope`); the list also to the user's data rules on 医疗订单.
 */
export function orderRoutes(deps: BusinessDeps, scope: ChannelScope): RouteSpec[] {
  const { db, clock, importDeps } = deps;
  const nameOf = async (
    table: "biz_customer" | "biz_patient" | "biz_hospital" | "biz_doctor",
    id: string,
    label: string,
  ) => {
    const row = await db.selectFrom(table).select("name").where("id", "=", id).executeTakeFirst();
    if (!row) throw new BusinessError(`${label}不存在`);
    return row.name;
  };
  /** The names of the records an add or edit names, and the doctor's hospital checked. */
  const withNames = async (values: CrudValues<"biz_service_order">) => {
    const next = { ...values };
    if (values.customer_id) next.customer_name = await nameOf("biz_customer", values.customer_id, "客户");
    if (values.patient_id) next.patient_name = await nameOf("biz_patient", values.patient_id, "患者");
    if (values.hospital_id !== undefined)
      next.hospital_name = values.hospital_id
        ? await nameOf("biz_hospital", values.hospital_id, "医院")
        : null;
    if (values.doctor_id !== undefined) {
      if (values.doctor_id) {
        const found = await db
          .selectFrom("biz_doctor")
          .select(["name", "hospital_id"])
          .where("id", "=", values.doctor_id)
          .executeTakeFirst();
        if (!found) throw new BusinessError("医生不存在");
        if (values.hospital_id && found.hospital_id !== values.hospital_id)
          throw new BusinessError("医生不属于所选医院");
        next.doctor_name = found.name;
      } else next.doctor_name = null;
    }
    return next;
  };

  return [
    ...crudRoutes(
      db,
      {
        resource: serviceOrder,
        table: "biz_service_order",
        toJson: recordJson(serviceOrder),
        messages: { duplicate: "订单号已存在" },
        requestScope(eb, params) {
          const code = channelOfRequest(params);
          return code ? eb("channel_id", "=", code) : undefined;
        },
        userScope: scope.rows,
        dataRules: { component: "business/OrderList" },
        async check(raw, context) {
          const { mode, existing } = context;
          const values = await scope.written(raw, context);
          const amount = Number(values.amount ?? existing?.amount ?? 0);
          const paid = values.paid_amount ?? existing?.paid_amount;
          if (paid !== null && paid !== undefined && Number(paid) > amount)
            throw new BusinessError("实付金额不能大于订单金额");
          const named = await withNames(values);
          if (mode === "edit") return named;
          return {
            ...named,
            order_no: await nextDailyNumber(db, "FW", "service_order_no", clock()),
            status: ORDER_STATUS.unpaid,
          };
        },
        onDelete: (trx, ids) => deleteFlowHistory(trx, orderFlow, ids),
        excel: { title: "服务订单", deps: importDeps },
      },
      clock,
    ),
    ...flowRoutes(deps, {
      flow: orderFlow,
      table: "biz_service_order",
      path: "/business/serviceOrder",
      listCode: CODES.list,
      reach: (c, id) => scope.reach("biz_service_order", id, requireAuth(c)),
      async onMove({ trx, id, edge }) {
        // Paid in full unless a payment was recorded.
        if (edge.action === "pay")
          await trx
            .updateTable("biz_service_order")
            .set((eb) => ({ paid_amount: eb.fn.coalesce("paid_amount", "amount") }))
            .where("id", "=", id)
            .execute();
      },
    }),
  ];
}
