/** `SysDepart`: a company, department or post (`orgCategory` 1, 2, 3). */
export interface SysDepart {
  id: string;
  parentId: string;
  departName: string;
  departNameEn?: string | null;
  departNameAbbr?: string | null;
  departOrder: number | null;
  description?: string | null;
  orgCategory: string;
  orgType: string | null;
  orgCode: string;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
  status: string | null;
  delFlag: string | null;
  tenantId?: number | null;
  createBy?: string | null;
  createTime?: string | null;
  updateBy?: string | null;
  updateTime?: string | null;
}
