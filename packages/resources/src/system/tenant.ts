import { defineResource, field } from "@kanya/core/resource";

/** 租户: the tenants themselves; the id is the caller's integer (JeecgBoot's only integer id), fixed once added. */
export const tenant = defineResource({
  name: "tenant",
  title: "租户",
  api: "/sys/tenant",
  permission: "system:tenant",
  table: "sys_tenant",
  codes: { import: "system:tenant:importExcel", export: "system:tenant:exportXls" },
  fields: {
    name: field.text({ label: "租户名称", required: true, max: 100, query: "like" }),
    id: field.number({
      label: "租户编号",
      required: true,
      integer: true,
      min: 1,
      max: 2_147_483_647,
      query: "eq",
      form: { disabledOnEdit: true },
      excel: { width: 12 },
    }),
    beginDate: field.datetime({ label: "开始时间", excel: { width: 20 } }),
    endDate: field.datetime({ label: "结束时间", excel: { width: 20 } }),
    status: field.dict("tenant_status", {
      label: "状态",
      required: true,
      max: 1,
      oneOf: { values: ["1", "0"], message: "状态只能是 1（正常）或 0（冻结）" },
      query: "eq",
      form: { default: "1" },
      excel: { width: 10 },
    }),
  },
});
