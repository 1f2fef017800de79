/**
 * JeecgBoot's TreeSelectModel. It serializes `leaf` (from its `isLeaf()` getter), unlike TreeModel and
 * SysDepartTreeModel which serialize `isLeaf`; JeecgBoot's UI copies `leaf` into `isLeaf` itself.
 */
export interface TreeSelectModel {
  key: string;
  title: string;
  value: string;
  code: string | null;
  parentId: string | null;
  icon: string | null;
  leaf: boolean;
  children: TreeSelectModel[] | null;
}
