import type { SysTenant } from "@kanya/client";
import type { SysTenantRow } from "../db/schema";
import { formatDateTime } from "./datetime";

/** SysTenant as JeecgBoot serializes it; its id is an integer. */
export type SysTenantJson = SysTenant;

export function toSysTenantJson(tenant: SysTenantRow): SysTenantJson {
  return {
    id: tenant.id,
    name: tenant.name,
    createTime: formatDateTime(tenant.create_time),
    createBy: tenant.create_by,
    beginDate: formatDateTime(tenant.begin_date),
    endDate: formatDateTime(tenant.end_date),
    status: tenant.status,
    trade: tenant.trade,
    companySize: tenant.company_size,
    companyAddress: tenant.company_address,
    companyLogo: tenant.company_logo,
    houseNumber: tenant.house_number,
    workPlace: tenant.work_place,
    secondaryDomain: tenant.secondary_domain,
    loginBkgdImg: tenant.login_bkgd_img,
    position: tenant.position,
    department: tenant.department,
    delFlag: tenant.del_flag,
    updateBy: tenant.update_by,
    updateTime: formatDateTime(tenant.update_time),
    applyStatus: tenant.apply_status,
  };
}
