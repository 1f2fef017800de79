import type { SysUser } from "@kanya/client";
import type { SysUserRow } from "../db/schema";
import { formatDateTime } from "./datetime";

/** SysUser as JeecgBoot serializes it. `password` and `salt` are write-only and never appear here. */
export type SysUserJson = SysUser;

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
