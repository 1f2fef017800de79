import type { Insertable } from "kysely";
import { stableId } from "../../ids";
import { parseGmt8 } from "../../wire/datetime";
import type { SysDepartTable } from "../schema";
import { TENANT_GUOJU, TENANT_QIAOQIAOYUN } from "./tenants";

const CREATED = parseGmt8("2019-02-11 14:21:51");

/** Id of a seeded department by org code; JeecgBoot's own id for A01. */
export function departId(orgCode: string): string {
  return orgCode === "A01" ? "c6d7cb4deeac411cb3384b1b31278596" : stableId(`depart:${orgCode}`);
}

type Category = "company" | "department" | "post";
const CATEGORY_CODE: Record<Category, string> = { company: "1", department: "2", post: "3" };

/** Each company tree belongs to one tenant: A01 to 北京国炬 (1000), A02 to 敲敲云 (1001). */
function tenantOf(orgCode: string): number {
  return orgCode.startsWith("A02") ? TENANT_QIAOQIAOYUN : TENANT_GUOJU;
}

function depart(orgCode: string, name: string, category: Category, order: number, leaf: boolean) {
  // Each tree level adds three characters to the org code (A01 → A01A05 → A01A05A01).
  const level = orgCode.length / 3;
  const row: Insertable<SysDepartTable> = {
    id: departId(orgCode),
    parent_id: level === 1 ? "" : departId(orgCode.slice(0, -3)),
    depart_name: name,
    depart_order: order,
    org_category: CATEGORY_CODE[category],
    org_type: String(level),
    org_code: orgCode,
    status: "1",
    del_flag: "0",
    create_by: "admin",
    create_time: CREATED,
    tenant_id: tenantOf(orgCode),
    iz_leaf: leaf ? 1 : 0,
  };
  return row;
}

export const departs: Insertable<SysDepartTable>[] = [
  depart("A01", "北京国炬软件", "company", 0, false),
  depart("A01A03", "市场部", "department", 0, true),
  depart("A01A04", "财务部", "department", 0, true),
  depart("A01A05", "研发部", "department", 0, false),
  depart("A01A05A01", "研发经理", "post", 0, true),
  depart("A01A06", "销售公关岗位", "post", 0, true),
  // Dentistry: the store department and its clinics (staff with CK: work numbers).
  depart("A01A07", "口腔门店", "department", 0, false),
  depart("A01A07A01", "朝阳口腔门诊", "department", 1, true),
  depart("A01A07A02", "海淀口腔门诊", "department", 2, true),
  depart("A01A07A03", "望京口腔门诊", "department", 3, true),
  depart("A01A08", "门诊部", "department", 0, true),
  // Channel operations: each group runs the channels whose departIds name it (packages/resources channels.ts).
  depart("A01A09", "渠道运营部", "department", 0, false),
  depart("A01A09A01", "安康健康运营组", "department", 1, true),
  depart("A01A09A02", "保险渠道组", "department", 2, false),
  // One insurer's own desk: channel 3 泰和人寿 names it beside 保险渠道组, so its staff see that insurer only.
  depart("A01A09A02A01", "泰和人寿对接组", "department", 1, true),
  depart("A01A09A03", "互联网平台组", "department", 3, true),
  depart("A01A09A04", "合作伙伴组", "department", 4, true),
  depart("A01A09A05", "企业客户组", "department", 5, true),
  depart("A01A10", "客服中心", "department", 0, true),
  depart("A02", "北京卓尔互动", "company", 0, false),
  depart("A02A01", "财务部", "department", 0, true),
  depart("A02A02", "研发部", "department", 0, true),
];
