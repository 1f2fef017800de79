/** `SysDepart`: a company, department or post (`orgCategory` 1, 2, 3). */
export interface SysDepart {
  id: string;
  parentId: string;
  departName: string;
  departNameEn?: string | null;
  departNameAbbr?: string | null;
  departOrder: number | null;
  description?: string | null;
  orgCategory: string;
  orgType: string | null;
  orgCode: string;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
  status: string | null;
  delFlag: string | null;
  /** WeCom and DingTalk ids of the department (third-party sync). */
  qywxIdentifier?: string | null;
  dingIdentifier?: string | null;
  /** Comma-separated ids of the department's directors. */
  directorUserIds?: string | null;
  tenantId?: number | null;
  /** 1 when the department has no sub-departments. */
  izLeaf?: number | null;
  createBy?: string | null;
  createTime?: string | null;
  updateBy?: string | null;
  updateTime?: string | null;
}

/** A department tree node (JeecgBoot's SysDepartTreeModel): the department plus key/value, title, `isLeaf`. */
export interface SysDepartTreeModel extends SysDepart {
  /** The id, or the org code when a lazy tree was asked for `primaryKey=orgCode`. */
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  /** Full trees: null on leaves. Lazy levels (`queryDepartTreeSync`): always `[]`. */
  children: SysDepartTreeModel[] | null;
}

/** `queryIdTree`: key, value, title and children only. */
export interface DepartIdTreeNode {
  key: string;
  value: string;
  title: string;
  children: DepartIdTreeNode[];
}

/** The body of `POST /sys/sysDepart/add` and `PUT /sys/sysDepart/edit`. The org code is the server's. */
export interface SysDepartForm {
  id?: string;
  parentId?: string | null;
  departName: string;
  departNameEn?: string | null;
  departNameAbbr?: string | null;
  departOrder?: number | null;
  description?: string | null;
  /** "1" company, "2" department, "3" post. */
  orgCategory?: string | null;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
  status?: string | null;
}

/** `SysDepartRole`: a role inside one department. */
export interface SysDepartRole {
  id: string;
  departId: string | null;
  roleName: string | null;
  roleCode: string | null;
  description: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}
