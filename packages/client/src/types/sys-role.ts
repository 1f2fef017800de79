/** `SysRole` as JeecgBoot serializes it. */
export interface SysRole {
  id: string;
  roleName: string | null;
  roleCode: string;
  description: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  tenantId: number | null;
}

/** A node of the role authorisation tree (`/sys/role/queryTreeList`), JeecgBoot's TreeModel. */
export interface PermissionTreeModel {
  key: string;
  title: string | null;
  slotTitle: string | null;
  isLeaf: boolean;
  icon: string | null;
  ruleFlag: number | null;
  scopedSlots: Record<string, string> | null;
  children: PermissionTreeModel[] | null;
  parentId: string | null;
  label: string | null;
  value: string;
}
