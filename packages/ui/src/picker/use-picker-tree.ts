import { useCallback, useEffect, useMemo, useState } from "react";
import { branchKeys, indexTree, type PickerTreeNode } from "./tree-model";

/** Loads a whole tree (the department tree: `queryTreeList`); components never fetch. */
export type LoadPickerTree<Data = unknown> = () => Promise<PickerTreeNode<Data>[]>;

/**
 * A tree pane's state: the tree loaded on open (once per opening), its load state, the open branches and
 * the search keyword. Roots start open, as JeecgBoot's department trees do.
 */
export function usePickerTree<Data>(load: LoadPickerTree<Data>, enabled: boolean) {
  const [roots, setRoots] = useState<PickerTreeNode<Data>[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [keyword, setKeyword] = useState("");
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt forces a retry
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    setError(undefined);
    load().then(
      (tree) => {
        if (!current) return;
        setRoots(tree);
        setExpanded(new Set(tree.map((root) => root.key)));
        setLoading(false);
      },
      (reason: unknown) => {
        if (!current) return;
        setError(reason instanceof Error ? reason.message : String(reason));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, load, attempt]);

  const index = useMemo(() => indexTree(roots), [roots]);
  const branches = useMemo(() => branchKeys(index), [index]);
  const expandAll = useCallback(() => setExpanded(new Set(branches)), [branches]);
  const allExpanded = branches.size > 0 && [...branches].every((key) => expanded.has(key));
  const collapseAll = useCallback(() => setExpanded(new Set()), []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    roots,
    index,
    loading,
    error,
    expanded,
    setExpanded,
    allExpanded,
    keyword,
    setKeyword,
    expandAll,
    collapseAll,
    retry,
  };
}
