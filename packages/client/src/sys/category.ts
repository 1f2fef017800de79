import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { DictModel } from "../types/dict-model.js";
import type { IPage, ListQuery } from "../types/list.js";
import type { SysCategory, SysCategoryForm, TreeSelectModel } from "../types/sys-common.js";
import { excelImportApi } from "./excel-import.js";

/** `/sys/category/*`: the category dictionary (root `pid` "0") and its tree lookups. */
export function categoryApi(http: Http) {
  const base = "/sys/category";
  return {
    ...excelImportApi(http, base),
    rootList: (
      query: ListQuery & { pid?: string; name?: string; code?: string } = {},
    ): Promise<Result<IPage<SysCategory>>> => http.get(`${base}/rootList`, query),
    childList: (pid: string): Promise<Result<SysCategory[]>> => http.get(`${base}/childList`, { pid }),
    /** The children of several categories at once, by code, as one page holding them all. */
    getChildListBatch: (parentIds: readonly string[]): Promise<Result<IPage<SysCategory>>> =>
      http.get(`${base}/getChildListBatch`, { parentIds: parentIds.join(",") }),
    add: (body: SysCategoryForm): Promise<Result<null>> => http.post(`${base}/add`, body),
    edit: (body: SysCategoryForm & { id: string }): Promise<Result<null>> => http.put(`${base}/edit`, body),
    /** Deletes the category with all its descendants. */
    delete: (id: string): Promise<Result<null>> => http.delete(`${base}/delete`, { id }),
    deleteBatch: (ids: readonly string[]): Promise<Result<null>> =>
      http.delete(`${base}/deleteBatch`, { ids: ids.join(",") }),
    queryById: (id: string): Promise<Result<SysCategory>> => http.get(`${base}/queryById`, { id }),
    /** Children of the category `pcode` names ("0" = roots); `async: false` fills in the whole subtree. */
    loadTreeRoot: (query: { pcode: string; async?: boolean }): Promise<Result<TreeSelectModel[]>> =>
      http.get(`${base}/loadTreeRoot`, { async: query.async ?? true, pcode: query.pcode }),
    loadTreeChildren: (pid: string): Promise<Result<TreeSelectModel[]>> =>
      http.get(`${base}/loadTreeChildren`, { pid }),
    /** One category by `field` (id, pid, name or code); `success` false with `查询无果` when none. */
    loadOne: (field: string, val: string): Promise<Result<SysCategory>> =>
      http.get(`${base}/loadOne`, { field, val }),
    loadDictItem: (ids: readonly string[], delNotExist = true): Promise<Result<string[]>> =>
      http.get(`${base}/loadDictItem`, { ids: ids.join(","), delNotExist }),
    loadTreeData: (query: {
      pid?: string;
      pcode?: string;
      condition?: string;
    }): Promise<Result<TreeSelectModel[]>> => http.get(`${base}/loadTreeData`, query),
    loadAllData: (code: string): Promise<Result<DictModel[]>> => http.get(`${base}/loadAllData`, { code }),
    checkCode: (query: { pid?: string; code: string }): Promise<Result<null>> =>
      http.get(`${base}/checkCode`, query),
  };
}
