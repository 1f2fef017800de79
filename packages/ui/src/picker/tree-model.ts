/** A node of a picker tree (a department: key = id, title = departName). `data` keeps the source row. */
export interface PickerTreeNode<Data = unknown> {
  key: string;
  title: string;
  children?: PickerTreeNode<Data>[];
  disabled?: boolean;
  data?: Data;
}

/** One shown line of the tree: the node, its depth and whether it is open. */
export interface TreeLine<Data = unknown> {
  node: PickerTreeNode<Data>;
  depth: number;
  branch: boolean;
  expanded: boolean;
}

export interface Indexed<Data> {
  node: PickerTreeNode<Data>;
  parent: string | undefined;
}

/** Every node by key with its parent, built once per tree so cascading checks walk up in O(depth). */
export function indexTree<Data>(roots: readonly PickerTreeNode<Data>[]): ReadonlyMap<string, Indexed<Data>> {
  const index = new Map<string, Indexed<Data>>();
  const stack: [PickerTreeNode<Data>, string | undefined][] = roots.map((node) => [node, undefined]);
  while (stack.length > 0) {
    const [node, parent] = stack.pop() as [PickerTreeNode<Data>, string | undefined];
    index.set(node.key, { node, parent });
    for (const child of node.children ?? []) stack.push([child, node.key]);
  }
  return index;
}

/** Keys of all nodes that have children (展开全部). */
export function branchKeys<Data>(index: ReadonlyMap<string, Indexed<Data>>): Set<string> {
  const keys = new Set<string>();
  for (const [key, { node }] of index) if (node.children?.length) keys.add(key);
  return keys;
}

/**
 * The lines to show, depth first. With a keyword, only matching nodes and their ancestors remain, and
 * those ancestors are open so every match is visible (the department picker's search).
 */
export function visibleLines<Data>(
  roots: readonly PickerTreeNode<Data>[],
  expanded: ReadonlySet<string>,
  keyword = "",
): TreeLine<Data>[] {
  const lines: TreeLine<Data>[] = [];
  const needle = keyword.trim().toLowerCase();
  const keep = needle ? matchingKeys(roots, needle) : undefined;
  const walk = (nodes: readonly PickerTreeNode<Data>[], depth: number) => {
    for (const node of nodes) {
      if (keep && !keep.has(node.key)) continue;
      const branch = (node.children?.length ?? 0) > 0;
      const open = branch && (keep ? true : expanded.has(node.key));
      lines.push({ node, depth, branch, expanded: open });
      if (open) walk(node.children ?? [], depth + 1);
    }
  };
  walk(roots, 0);
  return lines;
}

/** Keys of nodes whose title contains the needle, with all their ancestors. */
function matchingKeys<Data>(roots: readonly PickerTreeNode<Data>[], needle: string): Set<string> {
  const keep = new Set<string>();
  const visit = (node: PickerTreeNode<Data>): boolean => {
    let any = node.title.toLowerCase().includes(needle);
    for (const child of node.children ?? []) if (visit(child)) any = true;
    if (any) keep.add(node.key);
    return any;
  };
  for (const root of roots) visit(root);
  return keep;
}

function descendants<Data>(node: PickerTreeNode<Data>, into: string[] = []): string[] {
  for (const child of node.children ?? []) {
    into.push(child.key);
    descendants(child, into);
  }
  return into;
}

/**
 * The checked keys after (un)ticking one node. Strictly (JeecgBoot's checkStrictly) each node stands alone;
 * otherwise the tick cascades to all descendants and each ancestor is ticked exactly when all its
 * children are. Single mode keeps only the node just ticked.
 */
export function toggleChecked<Data>(
  index: ReadonlyMap<string, Indexed<Data>>,
  checked: readonly string[],
  key: string,
  { strict, single }: { strict: boolean; single: boolean },
): string[] {
  const entry = index.get(key);
  if (!entry) return [...checked];
  const on = !checked.includes(key);
  if (single) return on ? [key] : [];
  if (strict) return on ? [...checked, key] : checked.filter((other) => other !== key);
  const next = new Set(checked);
  for (const changed of [key, ...descendants(entry.node)]) {
    if (on) next.add(changed);
    else next.delete(changed);
  }
  for (let parent = entry.parent; parent !== undefined; parent = index.get(parent)?.parent) {
    const children = index.get(parent)?.node.children ?? [];
    if (children.every((child) => next.has(child.key))) next.add(parent);
    else next.delete(parent);
  }
  // Keep the order keys were ticked in; newly ticked ones go last.
  return [
    ...checked.filter((other) => next.has(other)),
    ...[...next].filter((other) => !checked.includes(other)),
  ];
}

/** A cascading node is mixed when some, not all, of its descendants are ticked. */
export function isMixed<Data>(node: PickerTreeNode<Data>, checked: ReadonlySet<string>): boolean {
  if (checked.has(node.key) || !node.children?.length) return false;
  return descendants(node).some((key) => checked.has(key));
}
