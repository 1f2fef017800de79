import { defineResource, field } from "@kanya/core/resource";

/**
 * 网关路由: route records of a Spring Cloud gateway. JeecgBoot answers `list` as a plain array and keeps
 * `updateAll` (adds or edits, under the edit code) beside the resource's routes; predicates and filters are
 * JSON arrays.
 */
export const gatewayRoute = defineResource({
  name: "gatewayRoute",
  title: "网关路由",
  api: "/sys/gatewayRoute",
  permission: "system:gateway",
  table: "sys_gateway_route",
  fields: {
    routerId: field.text({ label: "路由ID", required: true, max: 50, unique: true, query: "like" }),
    name: field.text({ label: "路由名称", max: 32, query: "like" }),
    uri: field.text({ label: "路由URI", required: true, max: 255, list: { ellipsis: true } }),
    predicates: field.textarea({ label: "路由条件", max: 10000, list: false }),
    filters: field.textarea({ label: "过滤器", max: 10000, list: false }),
    status: field.dict("dict_item_status", { label: "状态", form: { default: "1" } }),
  },
});
