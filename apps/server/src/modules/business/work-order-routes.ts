import {
  WORK_ORDER_OPEN_STATUSES,
  WORK_ORDER_STATUS,
  workOrder,
  workOrderFlow,
  workOrderRecords,
} from "@kanya/resources";
import { type CrudValues, crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import type { RouteSpec } from "../../http/routes";
import { formatDateTime } from "../../wire/datetime";
import { nextDailyNumber } from "./daily-number";
import type { BusinessDeps } from "./deps";
import { deleteFlowHistory, flowRoutes } from "./flow-routes";
import { BUSINESS_PERMISSION_CODES } from "./permission-codes";
import { recordJson } from "./record-json";

const CODES = BUSINESS_PERMISSION_CODES.workOrder;
const YES = "1";
const NO = "0";

/** The handling records' fields compared when an edit sends them back: a saved record never changes. */
const RECORD_KEYS = ["handleTime", "handler", "action", "note"] as const;

/**
 * `/business/workOrder`: work orders with their handling records (a detail of the record, append-only),
 * the SLA mark `overdue` (set when an open order is past its deadline: by add and edit here, by the
 * 标记超期工单 job as time passes, and when an order is finished or closed late), and the status flow
 * (work-order-flow.ts): starting to handle takes the order (its assignee, if it had none); finishing needs
 * a handling record.
 */
export function workOrderRoutes(deps: BusinessDeps): RouteSpec[] {
  const { db, clock, importDeps } = deps;

  /** The related order's number (and channel, when none was given), the assignee and department checked. */
  const related = async (values: CrudValues<"biz_work_order">) => {
    const next = { ...values };
    if (values.order_id !== undefined) {
      if (values.order_id) {
        const order = await db
          .selectFrom("biz_service_order")
          .select(["order_no", "channel_id"])
          .where("id", "=", values.order_id)
          .executeTakeFirst();
        if (!order) throw new BusinessError("关联订单不存在");
        next.order_no = order.order_no;
        if (!values.channel_id) next.channel_id = order.channel_id;
      } else next.order_no = null;
    }
    if (values.assignee) {
      if (values.assignee.includes(",")) throw new BusinessError("处理人只能选择一人");
      const user = await db
        .selectFrom("sys_user")
        .select("id")
        .where("username", "=", values.assignee)
        .executeTakeFirst();
      if (!user) throw new BusinessError("处理人不存在");
    }
    if (values.depart_id) {
      if (values.depart_id.includes(",")) throw new BusinessError("处理部门只能选择一个");
      const depart = await db
        .selectFrom("sys_depart")
        .select("id")
        .where("id", "=", values.depart_id)
        .executeTakeFirst();
      if (!depart) throw new BusinessError("处理部门不存在");
    }
    return next;
  };

  /** The records already saved must come back first and unchanged; new ones only while the order is open. */
  const checkRecords = async (
    sent: readonly Record<string, unknown>[] | undefined,
    existing: { id: string; status: string } | undefined,
  ) => {
    if (!sent || !existing) return;
    const saved = await db
      .selectFrom("biz_work_order_record")
      .select(["handle_time", "handler", "action", "note"])
      .where("work_order_id", "=", existing.id)
      .orderBy("sort_no", "asc")
      .execute();
    const kept = saved.map((row) => ({
      handleTime: formatDateTime(row.handle_time),
      handler: row.handler,
      action: row.action,
      note: row.note,
    }));
    const changed = kept.some((row, index) =>
      RECORD_KEYS.some((key) => (sent[index]?.[key] ?? null) !== (row[key] ?? null)),
    );
    if (sent.length < kept.length || changed) throw new BusinessError("已保存的处理记录不能修改或删除");
    if (sent.length > kept.length && !WORK_ORDER_OPEN_STATUSES.includes(existing.status))
      throw new BusinessError(`工单${workOrderFlow.text(existing.status)}，不能再添加处理记录`);
  };

  return [
    ...crudRoutes(
      db,
      {
        resource: workOrder,
        toJson: recordJson(workOrder),
        messages: { duplicate: "工单号已存在" },
        details: {
          records: { rows: workOrderRecords, table: "biz_work_order_record", parentColumn: "work_order_id" },
        },
        defaultSort: { field: "createTime", order: "desc" },
        async check(values, { mode, existing, details }) {
          await checkRecords(details.records, existing);
          const next = await related(values);
          const now = clock();
          const deadline = values.sla_deadline ?? existing?.sla_deadline;
          const open = !existing || WORK_ORDER_OPEN_STATUSES.includes(existing.status);
          // An open order's mark follows its deadline (a later deadline lifts it); a finished one keeps it.
          if (open && deadline) next.overdue = new Date(deadline) < now ? YES : NO;
          if (mode === "edit") return next;
          return {
            ...next,
            work_no: await nextDailyNumber(db, "GD", "work_order_no", now),
            status: workOrderFlow.initial,
          };
        },
        onDelete: (trx, ids) => deleteFlowHistory(trx, workOrderFlow, ids),
        excel: { title: "工单", deps: importDeps },
      },
      clock,
    ),
    ...flowRoutes(deps, {
      flow: workOrderFlow,
      table: "biz_work_order",
      path: "/business/workOrder",
      listCode: CODES.list,
      async onMove({ trx, id, edge, username, now }) {
        if (edge.action === "handle")
          await trx
            .updateTable("biz_work_order")
            .set((eb) => ({ assignee: eb.fn.coalesce("assignee", eb.val(username)) }))
            .where("id", "=", id)
            .execute();
        if (edge.action === "finish") {
          const record = await trx
            .selectFrom("biz_work_order_record")
            .select("id")
            .where("work_order_id", "=", id)
            .limit(1)
            .executeTakeFirst();
          if (!record) throw new BusinessError("请先填写处理记录，再完成工单");
        }
        if (edge.to === WORK_ORDER_STATUS.done || edge.to === WORK_ORDER_STATUS.closed)
          // Finished after its deadline: the SLA was missed, whether or not the job had marked it yet.
          await trx
            .updateTable("biz_work_order")
            .set({ overdue: YES })
            .where("id", "=", id)
            .where("sla_deadline", "<", now)
            .execute();
      },
    }),
  ];
}
