/** `SysTenant`. Its id is an integer, unlike every other JeecgBoot id. */
export interface SysTenant {
  id: number;
  name: string | null;
  beginDate?: string | null;
  endDate?: string | null;
  status: number | null;
  createBy?: string | null;
  createTime?: string | null;
  houseNumber?: string | null;
  trade?: string | null;
  companySize?: string | null;
  companyAddress?: string | null;
  companyLogo?: string | null;
  workPlace?: string | null;
  secondaryDomain?: string | null;
  loginBkgdImg?: string | null;
  position?: string | null;
  department?: string | null;
  delFlag?: number | null;
  updateBy?: string | null;
  updateTime?: string | null;
  applyStatus?: number | null;
}

/** The body of `POST /sys/tenant/add` (the integer `id` is chosen by the caller) and `PUT /sys/tenant/edit`. */
export interface SysTenantForm {
  id: number;
  name: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  beginDate?: string | null;
  endDate?: string | null;
  /** 1 normal, 0 frozen. */
  status?: number;
  trade?: string | null;
  companySize?: string | null;
  companyAddress?: string | null;
  houseNumber?: string | null;
}
