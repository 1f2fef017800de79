import type { Selectable } from "kysely";

/*
 * The database as Kysely sees it. System tables keep JeecgBoot's table and column names
 * (jeecgboot-mysql-5.7.sql); `kanya_*` tables are Kanya's own. DATE columns arrive as `yyyy-MM-dd`
 * text (see open-database.ts); timestamps are `timestamptz` and arrive as Date.
 */

export interface SysUserTable {
  id: string;
  username: string;
  realname: string | null;
  password: string | null;
  salt: string | null;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  org_code: string | null;
  status: number | null;
  del_flag: number | null;
  third_id: string | null;
  third_type: string | null;
  activiti_sync: number | null;
  work_no: string | null;
  post: string | null;
  telephone: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  user_identity: number | null;
  depart_ids: string | null;
  client_id: string | null;
  login_tenant_id: number | null;
  bpm_status: string | null;
}

export interface SysRoleTable {
  id: string;
  role_name: string | null;
  role_code: string;
  description: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  tenant_id: number | null;
}

export interface SysUserRoleTable {
  id: string;
  user_id: string | null;
  role_id: string | null;
  tenant_id: number | null;
}

export interface SysPermissionTable {
  id: string;
  parent_id: string | null;
  name: string | null;
  url: string | null;
  component: string | null;
  component_name: string | null;
  redirect: string | null;
  /** 0 top-level menu, 1 sub-menu, 2 button. */
  menu_type: number | null;
  perms: string | null;
  /** "1" show/hide, "2" disable. */
  perms_type: string | null;
  sort_no: number | null;
  always_show: number | null;
  icon: string | null;
  is_route: number | null;
  is_leaf: number | null;
  keep_alive: number | null;
  hidden: number | null;
  hide_tab: number | null;
  description: string | null;
  /** Button rows: "1" valid, "0" invalid. */
  status: string | null;
  del_flag: number | null;
  rule_flag: number | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  internal_or_external: number | null;
}

export interface SysRolePermissionTable {
  id: string;
  role_id: string | null;
  permission_id: string | null;
  data_rule_ids: string | null;
  operate_date: Date | null;
  operate_ip: string | null;
}

export interface SysDepartTable {
  id: string;
  parent_id: string | null;
  depart_name: string;
  depart_name_en: string | null;
  depart_name_abbr: string | null;
  depart_order: number | null;
  description: string | null;
  /** 1 company, 2 department, 3 post. */
  org_category: string;
  /** Tree level, "1" at the root. */
  org_type: string | null;
  org_code: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: string | null;
  del_flag: string | null;
  qywx_identifier: string | null;
  ding_identifier: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  tenant_id: number | null;
  iz_leaf: number | null;
}

export interface SysUserDepartTable {
  id: string;
  user_id: string | null;
  dep_id: string | null;
}

export interface SysDictTable {
  id: string;
  dict_name: string | null;
  dict_code: string;
  description: string | null;
  del_flag: number | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  type: number | null;
  tenant_id: number | null;
  low_app_id: string | null;
}

export interface SysDictItemTable {
  id: string;
  dict_id: string | null;
  item_text: string | null;
  item_value: string | null;
  description: string | null;
  sort_order: number | null;
  /** 1 enabled, 0 disabled. */
  status: number | null;
  item_color: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface SysTenantTable {
  /** The only integer id in JeecgBoot. */
  id: number;
  name: string | null;
  create_time: Date | null;
  create_by: string | null;
  begin_date: Date | null;
  end_date: Date | null;
  /** 1 normal, 0 frozen. */
  status: number | null;
  trade: string | null;
  company_size: string | null;
  company_address: string | null;
  company_logo: string | null;
  house_number: string | null;
  work_place: string | null;
  secondary_domain: string | null;
  login_bkgd_img: string | null;
  position: string | null;
  department: string | null;
  del_flag: number | null;
  update_by: string | null;
  update_time: Date | null;
  apply_status: number | null;
}

export interface SysUserTenantTable {
  id: string;
  user_id: string | null;
  tenant_id: number | null;
  /** "1" normal, "2" frozen, "3" pending, "4" refused. */
  status: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

/** One signed-in token. Only its SHA-256 is stored, so a database leak does not leak live tokens. */
export interface KanyaSessionTable {
  id: string;
  token_hash: string;
  user_id: string;
  username: string;
  tenant_id: number | null;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/** Server-wide settings shared by every instance on the database (e.g. the token-signing secret). */
export interface KanyaSettingTable {
  key: string;
  value: string;
  update_time: Date;
}

export interface Database {
  sys_user: SysUserTable;
  sys_role: SysRoleTable;
  sys_user_role: SysUserRoleTable;
  sys_permission: SysPermissionTable;
  sys_role_permission: SysRolePermissionTable;
  sys_depart: SysDepartTable;
  sys_user_depart: SysUserDepartTable;
  sys_dict: SysDictTable;
  sys_dict_item: SysDictItemTable;
  sys_tenant: SysTenantTable;
  sys_user_tenant: SysUserTenantTable;
  kanya_session: KanyaSessionTable;
  kanya_setting: KanyaSettingTable;
}

export type SysUserRow = Selectable<SysUserTable>;
export type SysPermissionRow = Selectable<SysPermissionTable>;
export type SysDepartRow = Selectable<SysDepartTable>;
export type SysTenantRow = Selectable<SysTenantTable>;
export type KanyaSessionRow = Selectable<KanyaSessionTable>;
