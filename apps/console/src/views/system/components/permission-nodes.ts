import type { PermissionTreeModel } from "@kanya/client";
import type { PickerTreeNode } from "@kanya/ui/picker";

/** What a node of the authorisation tree keeps: whether its menu has data rules (JeecgBoot's ruleFlag). */
export interface PermissionNodeData {
  hasRules: boolean;
}

/** `queryTreeList`'s TreeModels as the ui tree's nodes (key = permission id). */
export function toPermissionNodes(
  models: readonly PermissionTreeModel[],
): PickerTreeNode<PermissionNodeData>[] {
  return models.map((model) => ({
    key: model.key,
    title: model.title ?? model.label ?? model.key,
    data: { hasRules: model.ruleFlag === 1 },
    ...(model.children?.length ? { children: toPermissionNodes(model.children) } : {}),
  }));
}
