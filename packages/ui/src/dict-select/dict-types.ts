/** A dictionary item as the selects show it (JeecgBoot's DictModel: value and text). */
export interface DictOption {
  value: string;
  text: string;
  disabled?: boolean;
}

/**
 * The items of a dictionary string: a code (`sex`) or `table,text,code[,where]` (`GET /sys/dict/getDictItems`).
 * Rejects with an Error whose message is the server's.
 */
export type LoadDictItems = (dictCode: string) => Promise<readonly DictOption[]>;

/** At most `pageSize` items whose text matches `keyword` (`GET /sys/dict/loadDict`). */
export type SearchDictItems = (
  dictCode: string,
  keyword: string,
  pageSize: number,
) => Promise<readonly DictOption[]>;

/** The texts of `keys` (`GET /sys/dict/loadDictItem`), to show a value that is not among the loaded options. */
export type LoadDictTexts = (dictCode: string, keys: readonly string[]) => Promise<readonly string[]>;

/** A node of a lazily loaded tree (JeecgBoot's TreeSelectModel; `leaf` says it has no children to load). */
export interface TreeOption {
  key: string;
  value: string;
  title: string;
  leaf: boolean;
  children?: readonly TreeOption[] | null;
}

/** JTreeSelect's query (spec §3 "Tree-select payload", `GET /sys/dict/loadTreeData`). */
export interface TreeDataQuery {
  pid: string;
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
  /** A JSON object string of column → value. */
  condition?: string;
}

export type LoadTreeData = (query: TreeDataQuery) => Promise<readonly TreeOption[]>;

/** JCategorySelect's loads (`/sys/category/loadTreeRoot`, `loadTreeChildren`, `loadOne`). */
export interface CategoryLoaders {
  loadTreeRoot: (query: { pcode: string; condition?: string }) => Promise<readonly TreeOption[]>;
  loadTreeChildren: (query: { pid: string; condition?: string }) => Promise<readonly TreeOption[]>;
  /** The category's name by id, to show a chosen value before its branch is loaded. */
  loadOne?: (id: string) => Promise<string>;
}
