import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated } from "../../http/access";
import { queryParam } from "../../http/input";
import { type Envelope, error500, okMessage } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import { toColumnName } from "../dict/dict-tables";

/**
 * The tables and columns `/sys/duplicate/check` may look at: the unique business keys forms check as the
 * user types. Names come only from here (camelCase or column names are accepted); values are parameters.
 */
export const DUPLICATE_CHECK_FIELDS: Readonly<Record<string, readonly string[]>> = {
  sys_user: ["username", "work_no", "phone", "email"],
  sys_role: ["role_code"],
  sys_depart: ["org_code", "depart_name"],
  sys_position: ["code"],
  sys_dict: ["dict_code"],
  sys_category: ["code"],
  sys_tenant: ["id", "name", "house_number"],
  sys_permission: ["url", "perms"],
  sys_check_rule: ["rule_code"],
  sys_fill_rule: ["rule_code"],
  sys_data_source: ["code"],
  sys_sms_template: ["template_code"],
  sys_gateway_route: ["router_id"],
  quartz_job: ["job_class_name"],
  sys_user_agent: ["user_name"],
  // The health-services business: the unique keys its forms check as they are typed.
  biz_channel: ["code"],
  biz_customer: ["mobile"],
  biz_hospital: ["name"],
  biz_member_card: ["card_no"],
  biz_patient: ["id_card", "record_no"],
  biz_service_order: ["order_no"],
};

export const MSG_VALUE_FREE = "该值可用！";
export const MSG_VALUE_TAKEN = "该值不可用，系统中已存在！";
export const MSG_CHECK_REFUSED = "该表或字段不允许做重复校验";

/** `GET /sys/duplicate/check?tableName&fieldName&fieldVal&dataId`. */
export function duplicateCheckRoutes(db: Kysely<Database>): RouteSpec[] {
  return [
    get("/sys/duplicate/check", authenticated, async (c) => {
      const value = c.req.query("fieldVal") ?? "";
      if (value === "") {
        // JeecgBoot: success true with code 500, so validators that read `success` let an empty value pass.
        const empty: Envelope<null> = {
          success: true,
          message: "数据为空,不作处理！",
          code: 500,
          result: null,
          timestamp: Date.now(),
        };
        return c.json(empty);
      }
      const table = queryParam(c, "tableName") ?? "";
      const column = toColumnName(queryParam(c, "fieldName") ?? "");
      const allowed = Object.hasOwn(DUPLICATE_CHECK_FIELDS, table)
        ? DUPLICATE_CHECK_FIELDS[table]
        : undefined;
      if (!allowed?.includes(column)) return c.json(error500(MSG_CHECK_REFUSED));
      if (value.length > 500) return c.json(error500(MSG_VALUE_TAKEN));

      const dataId = queryParam(c, "dataId");
      const except = dataId ? sql` and cast(id as varchar) <> ${dataId}` : sql``;
      const { rows } = await sql<{ found: number }>`
        select 1 as found from ${sql.table(table)}
        where cast(${sql.ref(column)} as varchar) = ${value}${except} limit 1`.execute(db);
      return c.json(rows.length === 0 ? okMessage(MSG_VALUE_FREE) : error500(MSG_VALUE_TAKEN));
    }),
  ];
}
