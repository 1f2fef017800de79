import type { Insertable } from "kysely";
import { stableId } from "../../ids";
import { parseGmt8 } from "../../wire/datetime";
import type { SysPermissionDataRuleTable, SysPositionTable } from "../schema";
import { MENU_ID } from "./menus";
import { TENANT_GUOJU, TENANT_QIAOQIAOYUN } from "./tenants";

const CREATED = parseGmt8("2019-10-18 10:45:12");

/** Positions are tenant-scoped; the same code may exist in each tenant. Ranks: position_rank 1–5. */
function position(tenantId: number, code: string, name: string, rank: string): Insertable<SysPositionTable> {
  return {
    id: stableId(`position:${tenantId}:${code}`),
    code,
    name,
    post_rank: rank,
    create_by: "admin",
    create_time: CREATED,
    sys_org_code: tenantId === TENANT_GUOJU ? "A01" : "A02",
    tenant_id: tenantId,
  };
}

export const positions: Insertable<SysPositionTable>[] = [
  position(TENANT_GUOJU, "devleader", "研发部经理", "3"),
  position(TENANT_GUOJU, "laozong", "总经理", "5"),
  position(TENANT_GUOJU, "caiwu", "财务主管", "3"),
  position(TENANT_GUOJU, "yisheng", "牙科医生", "3"),
  position(TENANT_GUOJU, "hushi", "护士", "2"),
  position(TENANT_GUOJU, "qiantai", "前台接待", "1"),
  position(TENANT_QIAOQIAOYUN, "devleader", "研发部经理", "3"),
  position(TENANT_QIAOQIAOYUN, "laozong", "总经理", "5"),
];

/** A data-rule example on 医疗订单: only orders the user created (JeecgBoot's #{sys_user_code} variable). */
export const ORDER_OWN_RULE_ID = stableId("data-rule:order:own");

/** 渠道运营's rule on 医疗订单: orders past payment only (an unpaid order is still the customer's cart). */
export const ORDER_PAID_RULE_ID = stableId("data-rule:order:paid");

/** The data rules on 医疗订单; the first is an example no role holds, the second 渠道运营's (seed/index.ts). */
export const dataRules: Insertable<SysPermissionDataRuleTable>[] = [
  {
    id: ORDER_OWN_RULE_ID,
    permission_id: MENU_ID.order ?? null,
    rule_name: "只看自己创建的订单",
    rule_column: "createBy",
    rule_conditions: "=",
    rule_value: "#{sys_user_code}",
    status: "1",
    create_by: "admin",
    create_time: parseGmt8("2020-05-14 16:00:00"),
  },
  {
    id: ORDER_PAID_RULE_ID,
    permission_id: MENU_ID.order ?? null,
    rule_name: "不含待支付订单",
    rule_column: "status",
    rule_conditions: "!=",
    rule_value: "1",
    status: "1",
    create_by: "admin",
    create_time: parseGmt8("2022-03-06 10:00:00"),
  },
];
