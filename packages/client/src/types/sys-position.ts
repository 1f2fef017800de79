/** `SysPosition`: a job title of a tenant; `postRank` is a `position_rank` dictionary value (1–5). */
export interface SysPosition {
  id: string;
  code: string | null;
  name: string | null;
  postRank: string | null;
  /** List records only: the rank's dictionary text. */
  postRank_dictText?: string | null;
  companyId: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  sysOrgCode: string | null;
  tenantId: number | null;
}

export interface SysPositionForm {
  id?: string;
  code: string;
  name: string;
  postRank: string;
  companyId?: string | null;
}
