import type { SysDepart } from "@kanya/client";
import type { SysDepartRow } from "../db/schema";
import { formatDateTime } from "./datetime";

/** SysDepart as JeecgBoot serializes it. */
export type SysDepartJson = SysDepart;

export function toSysDepartJson(depart: SysDepartRow): SysDepartJson {
  return {
    id: depart.id,
    // Root departments have parent_id '' in JeecgBoot's data.
    parentId: depart.parent_id ?? "",
    departName: depart.depart_name,
    departNameEn: depart.depart_name_en,
    departNameAbbr: depart.depart_name_abbr,
    departOrder: depart.depart_order,
    description: depart.description,
    orgCategory: depart.org_category,
    orgType: depart.org_type,
    orgCode: depart.org_code,
    mobile: depart.mobile,
    fax: depart.fax,
    address: depart.address,
    memo: depart.memo,
    status: depart.status,
    delFlag: depart.del_flag,
    qywxIdentifier: depart.qywx_identifier,
    dingIdentifier: depart.ding_identifier,
    createBy: depart.create_by,
    createTime: formatDateTime(depart.create_time),
    updateBy: depart.update_by,
    updateTime: formatDateTime(depart.update_time),
    tenantId: depart.tenant_id,
    izLeaf: depart.iz_leaf,
    directorUserIds: null,
  };
}
