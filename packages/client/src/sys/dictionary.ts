import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { DictItemsByCode, DictModel } from "../types/dict-model.js";
import type { ImportReport, IPage, ListQuery } from "../types/list.js";
import type {
  SysDict,
  SysDictForm,
  SysDictItem,
  SysDictItemForm,
  TreeDataQuery,
  TreeSelectModel,
} from "../types/sys-common.js";

/** A dictionary as a tree node (`/sys/dict/treeList`): `key` its id, `title` its name, `value` its code. */
export type SysDictTreeNode = SysDict & { key: string; title: string; value: string };

/** `/sys/dict/*` and `/sys/dictItem/*`: dictionaries, their items, and the lookups forms use. */
export function dictionaryApi(http: Http) {
  const code = (dictCode: string) => encodeURIComponent(dictCode);
  return {
    list: (
      query: ListQuery & { dictName?: string; dictCode?: string; keywords?: string } = {},
    ): Promise<Result<IPage<SysDict>>> => http.get("/sys/dict/list", query),
    add: (body: SysDictForm): Promise<Result<null>> => http.post("/sys/dict/add", body),
    edit: (body: SysDictForm & { id: string }): Promise<Result<null>> => http.put("/sys/dict/edit", body),
    /** Logical delete (to the recycle bin). */
    delete: (id: string): Promise<Result<null>> => http.delete("/sys/dict/delete", { id }),
    deleteBatch: (ids: readonly string[]): Promise<Result<null>> =>
      http.delete("/sys/dict/deleteBatch", { ids: ids.join(",") }),
    /** The recycle bin: logically deleted dictionaries. */
    deleteList: (): Promise<Result<SysDict[]>> => http.get("/sys/dict/deleteList"),
    /** Dictionaries (not deleted) as tree nodes, newest first; `dictName` matches part of the name. */
    treeList: (dictName?: string): Promise<Result<SysDictTreeNode[]>> =>
      http.get("/sys/dict/treeList", dictName ? { dictName } : {}),
    deletePhysic: (id: string): Promise<Result<string>> =>
      http.delete(`/sys/dict/deletePhysic/${encodeURIComponent(id)}`),
    back: (id: string): Promise<Result<string>> => http.put(`/sys/dict/back/${encodeURIComponent(id)}`),
    /** A dictionary code, or `table,text,code[,where]` (allow-listed tables; where only `col='v'`). */
    getDictItems: (dictCode: string): Promise<Result<DictModel[]>> =>
      http.get(`/sys/dict/getDictItems/${code(dictCode)}`),
    loadDict: (
      dictCode: string,
      query: { keyword?: string; pageSize?: number } = {},
    ): Promise<Result<DictModel[]>> => http.get(`/sys/dict/loadDict/${code(dictCode)}`, query),
    /** Texts of `keys` for `table,text,code`. */
    loadDictItem: (
      dictCode: string,
      keys: readonly string[],
      delNotExist = true,
    ): Promise<Result<string[]>> =>
      http.get(`/sys/dict/loadDictItem/${code(dictCode)}`, { key: keys.join(","), delNotExist }),
    loadTreeData: (query: TreeDataQuery): Promise<Result<TreeSelectModel[]>> =>
      http.get("/sys/dict/loadTreeData", { ...query }),
    queryAllDictItems: (): Promise<Result<DictItemsByCode>> => http.get("/sys/dict/queryAllDictItems"),
    refleshCache: (): Promise<Result<null>> => http.get("/sys/dict/refleshCache"),
    /** Code 201 with a report of the failed rows when some rows were refused. */
    importExcel: (form: FormData): Promise<Result<ImportReport | string>> =>
      http.post("/sys/dict/importExcel", form),
    item: {
      list: (
        query: ListQuery & { dictId: string; itemText?: string; itemValue?: string },
      ): Promise<Result<IPage<SysDictItem>>> => http.get("/sys/dictItem/list", query),
      add: (body: SysDictItemForm): Promise<Result<null>> => http.post("/sys/dictItem/add", body),
      edit: (body: SysDictItemForm & { id: string }): Promise<Result<null>> =>
        http.put("/sys/dictItem/edit", body),
      delete: (id: string): Promise<Result<null>> => http.delete("/sys/dictItem/delete", { id }),
      deleteBatch: (ids: readonly string[]): Promise<Result<null>> =>
        http.delete("/sys/dictItem/deleteBatch", { ids: ids.join(",") }),
      /** `success` false when the value is taken in the dictionary (`id` excludes the item being edited). */
      check: (query: { dictId: string; itemValue: string; id?: string }): Promise<Result<string | null>> =>
        http.get("/sys/dictItem/dictItemCheck", query),
    },
  };
}
