import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { ImportReport, IPage, ListQuery } from "../types/list.js";
import type { SysPosition, SysPositionForm } from "../types/sys-position.js";

/** `/sys/position/*`: positions of the current tenant. */
export function positionApi(http: Http) {
  return {
    list: (
      query: ListQuery & { name?: string; code?: string; postRank?: string } = {},
    ): Promise<Result<IPage<SysPosition>>> => http.get("/sys/position/list", query),
    queryById: (id: string): Promise<Result<SysPosition>> => http.get("/sys/position/queryById", { id }),
    queryByCode: (code: string): Promise<Result<SysPosition>> =>
      http.get("/sys/position/queryByCode", { code }),
    add: (body: SysPositionForm): Promise<Result<null>> => http.post("/sys/position/add", body),
    edit: (body: Partial<SysPositionForm> & { id: string }): Promise<Result<null>> =>
      http.put("/sys/position/edit", body),
    delete: (id: string): Promise<Result<string>> => http.delete("/sys/position/delete", { id }),
    deleteBatch: (ids: readonly string[]): Promise<Result<null>> =>
      http.delete("/sys/position/deleteBatch", { ids: ids.join(",") }),
    /** Code 201 with a report of the failed rows when some rows were refused. */
    importExcel: (form: FormData): Promise<Result<ImportReport | string>> =>
      http.post("/sys/position/importExcel", form),
  };
}
