import type { PermissionTreeModel, Result } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { Checkbox } from "@kanya/ui/checkbox";
import { message } from "@kanya/ui/message";
import { branchKeys, indexTree, type PickerTreeNode, TreeList, toggleChecked } from "@kanya/ui/picker";
import { Spin } from "@kanya/ui/spin";
import { useEffect, useMemo, useState } from "react";
import { useText } from "../../../locale";
import { type PermissionNodeData, toPermissionNodes } from "./permission-nodes";

/** What a grant tree shows: the menus that may be granted, all their ids, and those granted now. */
export interface GrantSource {
  treeList: readonly PermissionTreeModel[];
  ids: readonly string[];
  granted: readonly string[];
}

/** A save: the ticked ids, with those loaded (JeecgBoot's `lastpermissionIds`). */
export interface GrantChange {
  permissionIds: string[];
  lastPermissionIds: string[];
}

export interface GrantTreeSource {
  /** Resolves the tree and the grants, or rejects with the message to show; a new function reloads. */
  load: () => Promise<GrantSource>;
  save: (change: GrantChange) => Promise<Result<unknown>>;
}

interface Loaded {
  nodes: PickerTreeNode<PermissionNodeData>[];
  allIds: string[];
  granted: string[];
}

/** A tree answer's result, or its message thrown (for `load`). */
export function grantResult<T>(response: Result<T>, failed: string): T {
  if (!response.success) throw new Error(response.message || failed);
  return response.result;
}

/** The state of one grant tree: what is loaded and ticked, and its save (true when the server took it). */
export function useGrantTree({ load, save: saveGrants }: GrantTreeSource) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [failed, setFailed] = useState<string>();
  const [checked, setChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [linked, setLinked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const index = useMemo(() => indexTree(loaded?.nodes ?? []), [loaded]);

  useEffect(() => {
    void attempt;
    let live = true;
    setLoaded(undefined);
    setFailed(undefined);
    load()
      .then((source) => {
        if (!live) return;
        const nodes = toPermissionNodes(source.treeList);
        setLoaded({ nodes, allIds: [...source.ids], granted: [...source.granted] });
        setChecked([...source.granted]);
        setExpanded(branchKeys(indexTree(nodes)));
      })
      .catch(
        (reason: unknown) => live && setFailed(reason instanceof Error ? reason.message : String(reason)),
      );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const save = async (): Promise<boolean> => {
    if (!loaded) return false;
    setSaving(true);
    try {
      const response = await saveGrants({ permissionIds: checked, lastPermissionIds: loaded.granted });
      if (!response.success) {
        message.warning(response.message);
        return false;
      }
      message.success(response.message);
      // What is saved now is what the next save compares with.
      setLoaded({ ...loaded, granted: checked });
      return true;
    } finally {
      setSaving(false);
    }
  };

  return {
    loaded,
    failed,
    retry: () => setAttempt((n) => n + 1),
    checked,
    setChecked,
    expanded,
    setExpanded,
    linked,
    setLinked,
    index,
    saving,
    save,
  };
}

export type GrantTreeState = ReturnType<typeof useGrantTree>;

export interface GrantTreeProps {
  grants: GrantTreeState;
  /** Names the tree. */
  label: string;
  height?: number;
  /** A clicked node (a role's tree shows the menu's data rules). */
  selectedKey?: string;
  onSelect?: (key: string) => void;
}

/**
 * A menu and button tree with grants ticked (a role's, a department's, a department role's): 全部勾选 /
 * 取消全选, 展开所有 / 合并所有, 父子关联 (ticks cascade to children and parents); a failed load says why,
 * with 重试. Its save is the caller's button (`grants.save`).
 */
export function GrantTree({ grants, label, height = 440, selectedKey, onSelect }: GrantTreeProps) {
  const t = useText();
  const { loaded, index, linked } = grants;
  if (grants.failed)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-danger">
        {grants.failed}
        <Button size="small" onClick={grants.retry}>
          {t("grants.retry")}
        </Button>
      </div>
    );
  if (!loaded) return <Spin />;
  return (
    <div className="flex flex-col gap-4">
      <div role="toolbar" aria-label={t("grants.treeActions")} className="flex flex-wrap items-center gap-2">
        <Button size="small" onClick={() => grants.setChecked([...loaded.allIds])}>
          {t("grants.checkAll")}
        </Button>
        <Button size="small" onClick={() => grants.setChecked([])}>
          {t("grants.uncheckAll")}
        </Button>
        <Button size="small" onClick={() => grants.setExpanded(branchKeys(index))}>
          {t("grants.expandAll")}
        </Button>
        <Button size="small" onClick={() => grants.setExpanded(new Set())}>
          {t("grants.collapseAll")}
        </Button>
        <Checkbox checked={linked} onChange={grants.setLinked}>
          {t("grants.linked")}
        </Checkbox>
      </div>
      <TreeList
        roots={loaded.nodes}
        expandedKeys={grants.expanded}
        onExpandedChange={grants.setExpanded}
        checkable
        checkStrictly={!linked}
        checkedKeys={grants.checked}
        onCheck={(key) =>
          grants.setChecked((now) => toggleChecked(index, now, key, { strict: !linked, single: false }))
        }
        {...(onSelect ? { selectedKey, onSelect } : {})}
        height={height}
        label={label}
      />
    </div>
  );
}
