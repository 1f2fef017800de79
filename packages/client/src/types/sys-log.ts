/** `SysLog`: one row of the system log. `logType` 1 sign-in, 2 operation, 3 tenant operation, 4 exception. */
export interface SysLog {
  id: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  /** Milliseconds. */
  costTime: number | null;
  ip: string | null;
  requestParam: string | null;
  requestType: string | null;
  requestUrl: string | null;
  method: string | null;
  username: string | null;
  userid: string | null;
  logContent: string | null;
  logType: number | null;
  /** 1 query, 2 add, 3 edit, 4 delete, 5 import, 6 export. */
  operateType: number | null;
  tenantId: number | null;
  clientType: string | null;
  logType_dictText?: string;
  operateType_dictText?: string;
  clientType_dictText?: string;
}

/** `GET /sys/loginfo`. */
export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}

/** One day of `GET /sys/visitInfo`: sign-ins and distinct addresses. */
export interface VisitDay {
  visit: number;
  ip: number;
  /** `yyyy-MM-dd`. */
  tian: string;
  /** `MM-dd`. */
  type: string;
}
