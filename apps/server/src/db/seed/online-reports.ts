import { type Kysely, sql } from "kysely";
import { stableId } from "../../ids";
import { parseGmt8 } from "../../wire/datetime";
import type { Database } from "../schema";

/*
 * The demo's online reports (在线报表): 用户列表 over sys_user (a realname query, a status parameter) and
 * 订单统计 over the business orders by channel and service type. Ids are stable, so the menu can name them.
 */

const CREATED = parseGmt8("2024-01-01 00:00:00");

export const USER_REPORT_ID = stableId("onl_cgreport:user_report");
export const ORDER_REPORT_ID = stableId("onl_cgreport:order_by_channel");

type Item = [
  field: string,
  title: string,
  type: string,
  dict: string | null,
  search: "single" | "group" | null,
];

const REPORTS: {
  id: string;
  code: string;
  name: string;
  sql: string;
  items: Item[];
  params: [string, string, string][];
}[] = [
  {
    id: USER_REPORT_ID,
    code: "user_report",
    name: "用户列表",
    sql: "select u.username, u.realname, u.sex, u.phone, u.email, u.status, u.create_time from sys_user u where u.del_flag = 0 and (${status} = '' or cast(u.status as text) = ${status})",
    items: [
      ["username", "账号", "String", null, null],
      ["realname", "用户姓名", "String", null, "single"],
      ["sex", "性别", "Integer", "sex", "single"],
      ["phone", "手机号", "String", null, null],
      ["email", "邮箱", "String", null, null],
      ["status", "状态", "Integer", "user_status", null],
      ["create_time", "创建时间", "Datetime", null, "group"],
    ],
    params: [["status", "状态", ""]],
  },
  {
    id: ORDER_REPORT_ID,
    code: "order_by_channel",
    name: "订单统计",
    sql: "select coalesce(c.name, o.channel_id) as channel_name, o.service_type, count(*) as order_count, sum(o.amount) as total_amount from biz_service_order o left join biz_channel c on c.code = o.channel_id group by coalesce(c.name, o.channel_id), o.service_type",
    items: [
      ["channel_name", "渠道", "String", null, "single"],
      ["service_type", "服务类型", "String", "service_type", "single"],
      ["order_count", "订单数", "Integer", null, null],
      ["total_amount", "订单金额", "BigDecimal", null, null],
    ],
    params: [],
  },
];

/** Seeds the reports; a report over a table this database lacks is left out rather than failing the seed. */
export async function seedOnlineReports(db: Kysely<Database>): Promise<void> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name in ('onl_cgreport_head', 'sys_user', 'biz_service_order', 'biz_channel')`.execute(
    db,
  );
  const present = new Set(tables.rows.map((r) => r.name));
  if (!present.has("onl_cgreport_head")) return;
  const rdb = db.withTables<{
    onl_cgreport_head: Record<string, unknown>;
    onl_cgreport_item: Record<string, unknown>;
    onl_cgreport_param: Record<string, unknown>;
  }>();
  for (const report of REPORTS) {
    const needs = report.sql.match(/\b(?:sys|biz)_\w+/g) ?? [];
    if (!needs.every((t) => present.has(t))) continue;
    await rdb
      .insertInto("onl_cgreport_head")
      .values({
        id: report.id,
        code: report.code,
        name: report.name,
        cgr_sql: report.sql,
        create_by: "admin",
        create_time: CREATED,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    await rdb
      .insertInto("onl_cgreport_item")
      .values(
        report.items.map(([field, title, type, dict, search], index) => ({
          id: stableId(`onl_cgreport_item:${report.code}:${field}`),
          cgrhead_id: report.id,
          field_name: field,
          field_txt: title,
          field_type: type,
          dict_code: dict,
          is_show: 1,
          is_order: 1,
          is_search: search ? 1 : 0,
          search_mode: search ?? "single",
          order_num: index,
        })),
      )
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    if (report.params.length)
      await rdb
        .insertInto("onl_cgreport_param")
        .values(
          report.params.map(([name, title, value], index) => ({
            id: stableId(`onl_cgreport_param:${report.code}:${name}`),
            cgrhead_id: report.id,
            param_name: name,
            param_txt: title,
            param_value: value,
            order_num: index,
          })),
        )
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
  }
}
