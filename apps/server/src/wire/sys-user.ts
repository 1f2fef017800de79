import type { SysUserRow } from "../db/schema";
import { formatDateTime } from "./datetime";

/** SysUser as JeecgBoot serializes it. `password` and `salt` are write-only and never appear here. */
export interface SysUserJson {
  id: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  loginTenantId: number | null;
  orgCodeTxt: string | null;
  status: number | null;
  delFlag: number | null;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  activitiSync: number | null;
  userIdentity: number | null;
  departIds: string | null;
  relTenantIds: string | null;
  clientId: string | null;
  homePath: string | null;
  postText: string | null;
  bpmStatus: string | null;
  izBindThird: boolean | null;
}

/** Field by field, so a new column never leaks to the wire by accident. */
export function toSysUserJson(user: SysUserRow, extra: { loginTenantId?: number | null } = {}): SysUserJson {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    birthday: user.birthday,
    sex: user.sex,
    email: user.email,
    phone: user.phone,
    orgCode: user.org_code,
    loginTenantId: extra.loginTenantId !== undefined ? extra.loginTenantId : user.login_tenant_id,
    orgCodeTxt: null,
    status: user.status,
    delFlag: user.del_flag,
    workNo: user.work_no,
    post: user.post,
    telephone: user.telephone,
    createBy: user.create_by,
    createTime: formatDateTime(user.create_time),
    updateBy: user.update_by,
    updateTime: formatDateTime(user.update_time),
    activitiSync: user.activiti_sync,
    userIdentity: user.user_identity,
    departIds: user.depart_ids,
    relTenantIds: null,
    clientId: user.client_id,
    homePath: null,
    postText: null,
    bpmStatus: user.bpm_status,
    izBindThird: null,
  };
}
