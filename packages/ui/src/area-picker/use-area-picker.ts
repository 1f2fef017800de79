import { useEffect, useMemo, useState } from "react";
import { useControllableState } from "../input-base/use-controllable-state";
import { AREA_ROOT, type AreaNode, type AreaTree, areaPath } from "./area-model";
import { loadAreaTree } from "./load-area-tree";

export interface UseAreaPickerOptions {
  /** The chosen area's code (the deepest level chosen, usually a district). */
  value?: string;
  defaultValue?: string;
  onChange?: (code: string, path: AreaNode[]) => void;
  /** Where the areas come from; default the bundled data package, loaded lazily. */
  loadTree?: () => Promise<AreaTree>;
}

/**
 * The area picker's state: the tree (loaded on mount), the chosen code and its path, and the options of
 * each level given the levels above it.
 */
export function useAreaPicker({
  value: valueProp,
  defaultValue = "",
  onChange,
  loadTree = loadAreaTree,
}: UseAreaPickerOptions) {
  const [tree, setTree] = useState<AreaTree | undefined>();
  const [failed, setFailed] = useState(false);
  const [value, setValue] = useControllableState(valueProp, defaultValue);

  useEffect(() => {
    let current = true;
    loadTree().then(
      (loaded) => current && setTree(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [loadTree]);

  const path = useMemo(() => (tree ? areaPath(tree, value) : []), [tree, value]);
  /** Options of level 1 to 3: provinces, then the chosen province's cities, then that city's districts. */
  const levels = useMemo(() => {
    if (!tree) return [[], [], []] as AreaNode[][];
    const parents = [AREA_ROOT, path[0]?.id, path[1]?.id];
    return parents.map((pid) => (pid ? (tree.children.get(pid) ?? []) : []));
  }, [tree, path]);

  const choose = (code: string) => {
    if (!tree) return;
    setValue(code);
    onChange?.(code, areaPath(tree, code));
  };
  return { tree, loading: !tree && !failed, failed, value, path, levels, choose };
}
