import { useRef, useState } from "react";
import type { TreeOption } from "./dict-types";

/** A visible row of the tree: the node, its depth (1 = root) and its state. */
export interface TreeRow {
  node: TreeOption;
  level: number;
  parentKey: string | null;
  expanded: boolean;
  loading: boolean;
  /** Has (or may have) children: not a leaf. */
  expandable: boolean;
}

export interface UseLazyTreeOptions {
  loadRoot: () => Promise<readonly TreeOption[]>;
  loadChildren: (node: TreeOption) => Promise<readonly TreeOption[]>;
  /** A failed root load: the server's message. Failed child loads just leave the node closed. */
  onRootError?: (message: string) => void;
}

function rememberTitles(titles: Map<string, string>, nodes: readonly TreeOption[]): void {
  for (const node of nodes) {
    titles.set(node.value, node.title);
    if (node.children) rememberTitles(titles, node.children);
  }
}

/**
 * A tree whose branches load on expand (JTreeSelect, JCategorySelect): roots on first open, a node's children
 * on its first expand (children the server sent along are used as they are). Remembers every node's title, so
 * chosen values keep their text.
 */
export function useLazyTree({ loadRoot, loadChildren, onRootError }: UseLazyTreeOptions) {
  const [roots, setRoots] = useState<readonly TreeOption[] | null>(null);
  const [rootLoading, setRootLoading] = useState(false);
  const [children, setChildren] = useState<ReadonlyMap<string, readonly TreeOption[]>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [loadingKeys, setLoadingKeys] = useState<ReadonlySet<string>>(new Set());
  const titles = useRef(new Map<string, string>());
  const remember = (nodes: readonly TreeOption[]) => rememberTitles(titles.current, nodes);

  const ensureRoot = () => {
    if (roots !== null || rootLoading) return;
    setRootLoading(true);
    loadRoot().then(
      (nodes) => {
        remember(nodes);
        setRoots(nodes);
        setRootLoading(false);
      },
      (error: unknown) => {
        setRoots([]);
        setRootLoading(false);
        onRootError?.(error instanceof Error ? error.message : String(error));
      },
    );
  };

  const childrenOf = (node: TreeOption): readonly TreeOption[] | undefined =>
    children.get(node.key) ?? (node.children && node.children.length > 0 ? node.children : undefined);

  const toggle = (node: TreeOption, open = !expanded.has(node.key)) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(node.key);
      else next.delete(node.key);
      return next;
    });
    if (!open || node.leaf || childrenOf(node) !== undefined || loadingKeys.has(node.key)) return;
    setLoadingKeys((current) => new Set(current).add(node.key));
    const settle = (nodes: readonly TreeOption[]) => {
      remember(nodes);
      setChildren((current) => new Map(current).set(node.key, nodes));
      setLoadingKeys((current) => {
        const next = new Set(current);
        next.delete(node.key);
        return next;
      });
    };
    loadChildren(node).then(settle, () => {
      settle([]);
      setExpanded((current) => {
        const next = new Set(current);
        next.delete(node.key);
        return next;
      });
    });
  };

  const rows: TreeRow[] = [];
  const walk = (nodes: readonly TreeOption[], level: number, parentKey: string | null) => {
    for (const node of nodes) {
      const open = expanded.has(node.key);
      const kids = childrenOf(node);
      rows.push({
        node,
        level,
        parentKey,
        expanded: open,
        loading: loadingKeys.has(node.key),
        // A node whose load came back empty has nothing to expand any more.
        expandable: !node.leaf && !(kids !== undefined && kids.length === 0),
      });
      if (open && kids) walk(kids, level + 1, node.key);
    }
  };
  walk(roots ?? [], 1, null);

  return {
    rows,
    rootLoading,
    loaded: roots !== null,
    ensureRoot,
    toggle,
    titleOf: (value: string) => titles.current.get(value),
    rememberTitle: (value: string, title: string) => titles.current.set(value, title),
  };
}

export type LazyTreeApi = ReturnType<typeof useLazyTree>;
