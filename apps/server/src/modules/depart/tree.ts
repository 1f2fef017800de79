import type { SysDepartRow } from "../../db/schema";
import { type SysDepartJson, toSysDepartJson } from "../../wire/sys-depart";

/** JeecgBoot's SysDepartTreeModel: every SysDepart field plus key/value (the id), title and `isLeaf`. */
export interface SysDepartTreeJson extends SysDepartJson {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children: SysDepartTreeJson[] | null;
}

/** Which field keys a lazy tree node: the id (default) or the org code (`primaryKey=orgCode`). */
export type DepartKeyField = "id" | "orgCode";

export function toDepartTreeNode(
  depart: SysDepartRow,
  options: { keyField?: DepartKeyField; leaf?: boolean; children?: SysDepartTreeJson[] | null } = {},
): SysDepartTreeJson {
  const key = options.keyField === "orgCode" ? depart.org_code : depart.id;
  return {
    key,
    value: key,
    title: depart.depart_name,
    ...toSysDepartJson(depart),
    isLeaf: options.leaf ?? depart.iz_leaf === 1,
    children: options.children === undefined ? [] : options.children,
  };
}

/**
 * JeecgBoot's FindsDepartsChildrenUtil.wrapTreeDataToTreeList: roots are departments without a parent in
 * the list, children follow, and a node without children gets `children: null, isLeaf: true`.
 */
export function buildDepartTree(
  departs: readonly SysDepartRow[],
  options: { keyField?: DepartKeyField; rootIds?: ReadonlySet<string> } = {},
): SysDepartTreeJson[] {
  const ids = new Set(departs.map((d) => d.id));
  const byParent = new Map<string, SysDepartRow[]>();
  for (const depart of departs) {
    const parent = depart.parent_id ?? "";
    if (!parent || !ids.has(parent) || options.rootIds?.has(depart.id)) continue;
    byParent.set(parent, [...(byParent.get(parent) ?? []), depart]);
  }
  const seen = new Set<string>();
  const build = (depart: SysDepartRow): SysDepartTreeJson => {
    seen.add(depart.id);
    const children = (byParent.get(depart.id) ?? []).filter((c) => !seen.has(c.id)).map(build);
    return toDepartTreeNode(depart, {
      keyField: options.keyField,
      leaf: children.length === 0,
      children: children.length === 0 ? null : children,
    });
  };
  const isRoot = (d: SysDepartRow) =>
    !d.parent_id || !ids.has(d.parent_id) || options.rootIds?.has(d.id) === true;
  return departs.filter(isRoot).map(build);
}

/** JeecgBoot's DepartIdModel (`queryIdTree`): key, value, title and children only. */
export interface DepartIdJson {
  key: string;
  value: string;
  title: string;
  children: DepartIdJson[];
}

export function toDepartIdTree(nodes: readonly SysDepartTreeJson[]): DepartIdJson[] {
  return nodes.map((node) => ({
    key: node.id,
    value: node.id,
    title: node.departName,
    children: toDepartIdTree(node.children ?? []),
  }));
}
