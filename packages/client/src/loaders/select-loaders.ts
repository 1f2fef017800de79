import type { KanyaClient } from "../client.js";
import type { DictModel } from "../types/dict-model.js";
import type { TreeSelectModel } from "../types/sys-common.js";
import { unwrap } from "./unwrap.js";

// The load functions @kanya/ui/dict-select takes, on the real endpoints (spec §7), so the console wires a
// select in one line: `<DictSelect dictCode="sex" {...dictLoaders(client)} />`. Shapes are declared here
// rather than imported, so the client does not depend on the UI library.

/** A dictionary item as the selects show it. */
export interface DictOption {
  value: string;
  text: string;
}

/** A node of a lazily loaded tree; `leaf` means no children to load. */
export interface TreeOption {
  key: string;
  value: string;
  title: string;
  leaf: boolean;
  children?: TreeOption[] | null;
}

/** JTreeSelect's query (spec §3 "Tree-select payload"). */
export interface TreeOptionQuery {
  pid: string;
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
  condition?: string;
}

const toOption = (item: DictModel): DictOption => ({ value: item.value, text: item.text });

function toTreeOption(node: TreeSelectModel): TreeOption {
  return {
    key: node.key,
    value: node.value,
    title: node.title,
    leaf: node.leaf,
    children: node.children ? node.children.map(toTreeOption) : null,
  };
}

/**
 * Dictionary loads: items of a code or `table,text,code[,where]` (`getDictItems`), a keyword search of at most
 * `pageSize` (`loadDict`), the texts of given keys (`loadDictItem`), and a table as a tree (`loadTreeData`).
 * Each rejects with the server's message when it refuses.
 */
export function dictLoaders(client: KanyaClient) {
  const dict = client.sys.dict;
  return {
    loadDictItems: async (dictCode: string): Promise<DictOption[]> =>
      unwrap(await dict.getDictItems(dictCode)).map(toOption),
    search: async (dictCode: string, keyword: string, pageSize: number): Promise<DictOption[]> =>
      unwrap(await dict.loadDict(dictCode, { keyword, pageSize })).map(toOption),
    loadTexts: async (dictCode: string, keys: readonly string[]): Promise<string[]> =>
      unwrap(await dict.loadDictItem(dictCode, keys)),
    loadTreeData: async (query: TreeOptionQuery): Promise<TreeOption[]> =>
      unwrap(await dict.loadTreeData({ ...query })).map(toTreeOption),
  };
}

/**
 * Category loads for CategorySelect: roots under `pcode` and children of `pid` (`loadTreeRoot` /
 * `loadTreeChildren`; with a condition, `loadTreeData`, the endpoint that filters), and a category's name by
 * id (`loadOne`).
 */
export function categoryLoaders(client: KanyaClient) {
  const category = client.sys.category;
  return {
    loadTreeRoot: async ({
      pcode,
      condition,
    }: {
      pcode: string;
      condition?: string;
    }): Promise<TreeOption[]> =>
      unwrap(
        condition
          ? await category.loadTreeData({ pcode: pcode || "0", condition })
          : await category.loadTreeRoot({ pcode: pcode || "0" }),
      ).map(toTreeOption),
    loadTreeChildren: async ({
      pid,
      condition,
    }: {
      pid: string;
      condition?: string;
    }): Promise<TreeOption[]> =>
      unwrap(
        condition ? await category.loadTreeData({ pid, condition }) : await category.loadTreeChildren(pid),
      ).map(toTreeOption),
    loadOne: async (id: string): Promise<string> => unwrap(await category.loadOne("id", id)).name ?? id,
  };
}
