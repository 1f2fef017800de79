/** `SysUser` as JeecgBoot serializes it (password and salt are never sent). Dates are `yyyy-MM-dd HH:mm:ss`. */
export interface SysUser {
  id: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  orgCodeTxt?: string | null;
  loginTenantId: number | null;
  status: number | null;
  delFlag: number | null;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  activitiSync?: number | null;
  userIdentity?: number | null;
  departIds?: string | null;
  relTenantIds?: string | null;
  clientId?: string | null;
  homePath?: string | null;
  /** Position names for `post` (JeecgBoot fills it on some lists). */
  postText?: string | null;
  bpmStatus?: string | null;
  /** Whether a third-party account is bound. */
  izBindThird?: boolean | null;
}
