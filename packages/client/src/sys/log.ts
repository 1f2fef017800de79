import type { Page, Result } from "../envelope.js";
import type { Http, Query } from "../http.js";
import type { LoginInfo, SysLog, VisitDay } from "../types/index.js";

/** `logList`'s parameters: paging, sort and JeecgBoot's filters. */
export interface LogListQuery extends Query {
  pageNo?: number;
  pageSize?: number;
  column?: string;
  order?: "asc" | "desc";
  /** 1 sign-in, 2 operation, 4 exception. */
  logType?: number;
  /** Like-match on the content. */
  keyWord?: string;
  operateType?: number;
  /** `yyyy-MM-dd[ HH:mm:ss]`. */
  createTime_begin?: string;
  createTime_end?: string;
}

/** The system log and the home page's visit statistics, as `client.sys.log`. */
export function logApi(http: Http) {
  return {
    /** `GET /sys/log/list`. */
    list: (query: LogListQuery = {}): Promise<Result<Page<SysLog>>> => http.get("/sys/log/list", query),
    /** `DELETE /sys/log/delete?id`. */
    delete: (id: string): Promise<Result<null>> => http.delete("/sys/log/delete", { id }),
    /** `DELETE /sys/log/deleteBatch?ids`: ids, or `"allclear"` to clear the log. */
    deleteBatch: (ids: readonly string[] | "allclear"): Promise<Result<null>> =>
      http.delete("/sys/log/deleteBatch", { ids: ids === "allclear" ? ids : ids.join(",") }),
    /** `GET /sys/loginfo`: sign-ins in total and today, and today's distinct addresses. */
    loginfo: (): Promise<Result<LoginInfo>> => http.get("/sys/loginfo"),
    /** `GET /sys/visitInfo`: sign-ins of the last 7 days (days with any). */
    visitInfo: (): Promise<Result<VisitDay[]>> => http.get("/sys/visitInfo"),
  };
}
