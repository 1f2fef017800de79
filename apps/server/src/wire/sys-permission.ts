import type { PermissionTreeModel, SysPermissionDataRule, SysPermissionTree } from "@kanya/client";
import type { Selectable } from "kysely";
import type { SysPermissionDataRuleTable, SysPermissionRow } from "../db/schema";
import { formatDateTime } from "./datetime";

/**
 * JeecgBoot's SysPermissionTree: the entity plus `key` and `title`. Jackson writes its leaf flag twice,
 * as `isLeaf` (getIsLeaf) and `leaf` (isLeaf); `children` is `[]` on non-leaf rows and null on leaves.
 */
export type SysPermissionTreeJson = SysPermissionTree;

/** One SysPermissionTree node; `leafOverride` is JeecgBoot's flattening of name searches (all leaves). */
export function toSysPermissionTree(row: SysPermissionRow, leafOverride?: boolean): SysPermissionTreeJson {
  const leaf = leafOverride ?? row.is_leaf === 1;
  return {
    id: row.id,
    key: row.id,
    title: row.name,
    parentId: row.parent_id,
    name: row.name,
    perms: row.perms,
    permsType: row.perms_type,
    icon: row.icon,
    component: row.component,
    componentName: row.component_name,
    url: row.url,
    redirect: row.redirect,
    sortNo: row.sort_no,
    menuType: row.menu_type,
    isLeaf: leaf,
    route: row.is_route !== 0,
    keepAlive: row.keep_alive === 1,
    description: row.description,
    delFlag: row.del_flag,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
    alwaysShow: row.always_show === 1,
    hidden: row.hidden === 1,
    status: row.status,
    internalOrExternal: row.internal_or_external === 1,
    hideTab: row.hide_tab === 1,
    ruleFlag: row.rule_flag,
    children: leaf ? null : [],
    leaf,
  };
}

/**
 * JeecgBoot's TreeModel (permission pickers): only `isLeaf` is written. `slotTitle` and `ruleFlag` drive
 * the data-rule marker of the role authorisation tree.
 */
export type TreeModelJson = PermissionTreeModel;

/**
 * `ruleSlot` selects JeecgBoot's second TreeModel constructor, used by the role and department-role
 * authorisation trees: it carries `ruleFlag` and `scopedSlots: {title: "hasDatarule"}` (the menu tree of
 * /sys/permission/queryTreeList leaves both null).
 */
export function toTreeModel(row: SysPermissionRow, options: { ruleSlot?: boolean } = {}): TreeModelJson {
  const leaf = row.is_leaf === 1;
  return {
    key: row.id,
    title: row.name,
    slotTitle: row.name,
    isLeaf: leaf,
    icon: row.icon,
    ruleFlag: options.ruleSlot ? (row.rule_flag ?? 0) : null,
    scopedSlots: options.ruleSlot ? { title: "hasDatarule" } : null,
    children: leaf ? null : [],
    parentId: row.parent_id,
    label: row.name,
    value: row.id,
  };
}

/**
 * Nests flat rows the way JeecgBoot's getTreeList does: roots are rows without a parent (in the set), and
 * only non-leaf rows get children (a child under a row marked leaf is not shown). Input order is kept (sort_no).
 */
export function nestPermissionRows<N extends { children: N[] | null }>(
  rows: readonly SysPermissionRow[],
  toNode: (row: SysPermissionRow) => N,
): N[] {
  const byParent = new Map<string, SysPermissionRow[]>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const seen = new Set<string>();
  const build = (row: SysPermissionRow): N => {
    seen.add(row.id);
    const node = toNode(row);
    if (node.children) {
      for (const child of byParent.get(row.id) ?? []) {
        // A cycle in parent ids (bad data) must not hang the request.
        if (!seen.has(child.id)) node.children.push(build(child));
      }
    }
    return node;
  };
  // A row whose parent is not in the set (a partial set such as a department's grants) is a root too.
  const ids = new Set(rows.map((row) => row.id));
  return rows.filter((row) => !row.parent_id || !ids.has(row.parent_id)).map(build);
}

/** SysPermissionDataRule. */
export type SysPermissionDataRuleJson = SysPermissionDataRule;

export function toSysPermissionDataRuleJson(
  row: Selectable<SysPermissionDataRuleTable>,
): SysPermissionDataRuleJson {
  return {
    id: row.id,
    permissionId: row.permission_id,
    ruleName: row.rule_name,
    ruleColumn: row.rule_column,
    ruleConditions: row.rule_conditions,
    ruleValue: row.rule_value,
    status: row.status,
    createTime: formatDateTime(row.create_time),
    createBy: row.create_by,
    updateTime: formatDateTime(row.update_time),
    updateBy: row.update_by,
  };
}
