/** The root of the area tree (spec §9: root code 86, as JAreaLinkage's data). */
export const AREA_ROOT = "86";

/** An area (spec §2): its code, name, parent code and level (1 province, 2 city, 3 district). */
export interface AreaNode {
  id: string;
  text: string;
  pid: string;
  index: 1 | 2 | 3;
}

/** The data package's shape (`@vant/area-data`): name by six-digit code, one table per level. */
export interface AreaTables {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

/** The three levels, each under its parent: a province is `xx0000`, its cities `xxyy00`, their districts. */
export interface AreaTree {
  nodes: ReadonlyMap<string, AreaNode>;
  children: ReadonlyMap<string, AreaNode[]>;
}

/** Areas as id/text/pid/index under root 86; the parent of a code is its prefix padded with zeros. */
export function buildAreaTree(tables: AreaTables): AreaTree {
  const nodes = new Map<string, AreaNode>();
  const children = new Map<string, AreaNode[]>();
  const add = (id: string, text: string, pid: string, index: AreaNode["index"]) => {
    const node: AreaNode = { id, text, pid, index };
    nodes.set(id, node);
    const siblings = children.get(pid);
    if (siblings) siblings.push(node);
    else children.set(pid, [node]);
  };
  for (const [id, text] of Object.entries(tables.province_list)) add(id, text, AREA_ROOT, 1);
  for (const [id, text] of Object.entries(tables.city_list)) add(id, text, `${id.slice(0, 2)}0000`, 2);
  for (const [id, text] of Object.entries(tables.county_list)) add(id, text, `${id.slice(0, 4)}00`, 3);
  return { nodes, children };
}

/** The areas from the province down to `code` (empty for an unknown code). */
export function areaPath(tree: AreaTree, code: string | undefined): AreaNode[] {
  const path: AreaNode[] = [];
  for (let node = code ? tree.nodes.get(code) : undefined; node; node = tree.nodes.get(node.pid))
    path.unshift(node);
  return path;
}

/** The names along a path, as the cascader shows them (`广东省 / 深圳市 / 南山区`). */
export const areaLabel = (path: readonly AreaNode[], separator = " / ") =>
  path.map((node) => node.text).join(separator);
