import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { IPage, ListQuery } from "../types/list.js";

/** One recorded version of a row: its JSON as it was (passwords and salts left out). */
export interface SysDataLog {
  id: string;
  dataTable: string;
  dataId: string;
  /** The row as JSON text. */
  dataContent: string;
  /** 1 for the row as it was before its first recorded update, then one more per update. */
  dataVersion: number;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** `/sys/dataLog/*`: the data change log every update of a JeecgBoot table writes. */
export function dataLogApi(http: Http) {
  return {
    list: (
      query: ListQuery & { dataTable?: string; dataId?: string } = {},
    ): Promise<Result<IPage<SysDataLog>>> => http.get("/sys/dataLog/list", query),
    /** Every version of one row, oldest first. */
    versions: (dataTable: string, dataId: string): Promise<Result<SysDataLog[]>> =>
      http.get("/sys/dataLog/queryDataVerList", { dataTable, dataId }),
    /** Two versions (by their ids) side by side, older first. */
    compare: (dataId1: string, dataId2: string): Promise<Result<SysDataLog[]>> =>
      http.get("/sys/dataLog/queryCompareList", { dataId1, dataId2 }),
  };
}
