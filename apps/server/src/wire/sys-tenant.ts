import type { SysTenantRow } from "../db/schema";
import { formatDateTime } from "./datetime";

/** SysTenant as JeecgBoot serializes it; its id is an integer. */
export interface SysTenantJson {
  id: number;
  name: string | null;
  createTime: string | null;
  createBy: string | null;
  beginDate: string | null;
  endDate: string | null;
  status: number | null;
  trade: string | null;
  companySize: string | null;
  companyAddress: string | null;
  companyLogo: string | null;
  houseNumber: string | null;
  workPlace: string | null;
  secondaryDomain: string | null;
  loginBkgdImg: string | null;
  position: string | null;
  department: string | null;
  delFlag: number | null;
  updateBy: string | null;
  updateTime: string | null;
  applyStatus: number | null;
}

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
