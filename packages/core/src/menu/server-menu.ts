/** One entry of `result.menu` from `GET /sys/permission/getUserPermissionByToken` (JeecgBoot's wire shape). */
export interface ServerMenuItem {
  id: string;
  /** `"0"` means the entry creates no route. */
  route: string;
  path: string;
  name: string;
  component: string;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: ServerMenuMeta;
  children?: ServerMenuItem[];
}

export interface ServerMenuMeta {
  title: string;
  icon?: string;
  url?: string;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string;
  permissionList?: { action: string; type?: string; status?: string }[];
  hideMenu?: boolean;
  hideTab?: boolean;
}
