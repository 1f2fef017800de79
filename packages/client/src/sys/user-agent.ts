import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { ListQuery } from "../types/list.js";
import { crudApi } from "./crud.js";

/** Who acts for a user while they are away (JeecgBoot's SysUserAgent). */
export interface SysUserAgent {
  id: string;
  userName: string;
  agentUserName: string;
  startTime: string | null;
  endTime: string | null;
  /** "1" active, "0" not. */
  status: string | null;
  sysOrgCode: string | null;
  sysCompanyCode: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysUserAgentForm {
  id?: string;
  userName?: string;
  agentUserName?: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  startTime?: string;
  endTime?: string;
  status?: string;
}

/** `/sys/sysUserAgent/*`: one agent per user (a second is refused: `该用户已设置代理人`). */
export function userAgentApi(http: Http) {
  const base = "/sys/sysUserAgent";
  return {
    ...crudApi<SysUserAgent, SysUserAgentForm, ListQuery & { userName?: string; agentUserName?: string }>(
      http,
      base,
    ),
    /** The user's agent; `未找到对应数据` when none is set. */
    queryByUserName: (userName: string): Promise<Result<SysUserAgent>> =>
      http.get(`${base}/queryByUserName`, { userName }),
  };
}
