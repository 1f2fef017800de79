import { defineResource, field } from "@kanya/core/resource";

/**
 * 门店: a dentistry store. `departId` is the department whose users work there: a store's staff (their
 * current department, or one above it) see and change only its records. `area` is the district's code of
 * the area tree, `areaText` its 省/市/区.
 */
export const dentistryStore = defineResource({
  name: "dentistryStore",
  title: "门店",
  api: "/dentistry/store",
  permission: "dentistry:store",
  table: "biz_dentistry_store",
  fields: {
    name: field.text({ label: "门店名称", required: true, max: 50, unique: true, query: "like" }),
    area: field.text({ label: "省市区", max: 20, list: false }),
    areaText: field.text({ label: "所在地区", max: 100, query: "like" }),
    address: field.text({ label: "详细地址", required: true, max: 200, list: { ellipsis: true } }),
    hours: field.text({ label: "营业时间", max: 50 }),
    phone: field.text({ label: "联系电话", max: 20 }),
    departId: field.department({ label: "所属部门", required: true, max: 36, list: false }),
    departName: field.text({ label: "所属部门", max: 100, form: false }),
    status: field.dict("use_status", {
      label: "状态",
      required: true,
      max: 2,
      query: "eq",
      form: { default: "1" },
    }),
  },
});
