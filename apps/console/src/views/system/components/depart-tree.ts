import type { Result, SysDepartTreeModel } from "@kanya/client";
import type { PickerTreeNode } from "@kanya/ui/picker";

/** A department node of the ui tree: key = id, title = name, the server's row kept as `data`. */
export type DepartNode = PickerTreeNode<SysDepartTreeModel>;

/** The server's department tree models as the ui tree's nodes. */
export function toDepartNodes(models: readonly SysDepartTreeModel[] | null | undefined): DepartNode[] {
  return (models ?? []).map((model) => ({
    key: model.id,
    title: model.departName,
    data: model,
    ...(model.children?.length ? { children: toDepartNodes(model.children) } : {}),
  }));
}

/** A tree answer's nodes, or its message thrown (the tree pane shows it with 重试). */
export function departNodesOf(response: Result<SysDepartTreeModel[] | null>, failed: string): DepartNode[] {
  if (!response.success) throw new Error(response.message || failed);
  return toDepartNodes(response.result);
}
