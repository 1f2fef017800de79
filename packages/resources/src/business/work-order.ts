import { defineResource, field } from "@kanya/core/resource";

/**
 * 工单: a customer's question, complaint, after-sales or claim-assistance request, handled by customer
 * service. The number comes from the server (`GD` + day + daily sequence); the status moves only through
 * the flow (work-order-flow.ts); `overdue` is the server's SLA mark (kept by add, edit, the flow and the
 * 标记超期工单 job); the handling records (work-order-records.ts) come with the record from `queryById`.
 */
export const workOrder = defineResource({
  name: "workOrder",
  title: "工单",
  api: "/business/workOrder",
  permission: "business:workOrder",
  table: "biz_work_order",
  fields: {
    workNo: field.text({
      label: "工单号",
      max: 32,
      unique: true,
      query: "like",
      form: false,
      // GD + date + 4 digits with the sort arrows.
      list: { width: 170, sort: true },
    }),
    title: field.text({
      label: "工单标题",
      required: true,
      max: 100,
      query: "like",
      list: { ellipsis: true },
    }),
    // 工单类型 and 优先级 also filter from their column headers (several values at once: `priority=1,3`).
    type: field.dict("work_order_type", {
      label: "工单类型",
      required: true,
      max: 2,
      query: "eq",
      list: { filter: true },
    }),
    priority: field.dict("work_order_priority", {
      label: "优先级",
      required: true,
      max: 2,
      query: "eq",
      form: { default: "2" },
      list: { filter: true },
    }),
    channelId: field.dict("business_channel", { label: "来源渠道", max: 10, query: "eq" }),
    orderId: field.ref("serviceOrder", { label: "关联订单", max: 36, list: false }),
    orderNo: field.text({ label: "关联订单", max: 32, query: "like", form: false }),
    assignee: field.user({ label: "处理人", max: 100, query: "eq" }),
    departId: field.department({ label: "处理部门", max: 36, list: false }),
    slaDeadline: field.datetime({ label: "处理时限", required: true, query: "range", sort: true }),
    // Shown as the 已超时 tag beside 处理时限; a filter of the query form.
    overdue: field.dict("yn", { label: "是否超时", max: 1, query: "eq", form: false, list: false }),
    description: field.textarea({ label: "问题描述", required: true, max: 1000, list: false }),
    status: field.dict("work_order_status", {
      label: "状态",
      max: 2,
      query: "eq",
      form: false,
      counts: true,
    }),
  },
});
