import { defineDetailRows, field } from "@kanya/core/resource";

/**
 * A work order's handling records (处理记录): who did what when, edited in the work order's form as an
 * editable table and saved with it. They are appended while the order is handled: a save keeps the
 * records already there as they were and adds the new ones (the server refuses changing or dropping one).
 */
export const workOrderRecords = defineDetailRows({
  title: "处理记录",
  max: 100,
  fields: {
    handleTime: field.datetime({ label: "处理时间", required: true }),
    handler: field.text({ label: "处理人", required: true, max: 50 }),
    action: field.dict("work_order_action", { label: "处理动作", required: true, max: 2 }),
    note: field.text({ label: "处理说明", max: 500 }),
  },
});
