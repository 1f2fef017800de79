import type { Generated, Selectable } from "kysely";
import type { BusinessTables } from "./schema-business";
import type { DentistryTables } from "./schema-dentistry";
import type { InsuranceTables } from "./schema-insurance";
import type { ServiceTables } from "./schema-service";

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
  /** The address it signed in from (migration 0014). */
  ip: string | null;
}

/** A single-use ticket opening one guarded path by link (migration 0010); only the ticket's digest is kept. */
export interface KanyaPathTicketTable {
  ticket_hash: string;
  session_id: string;
  /** The API path it opens, e.g. `/sys/user/exportXls`. */
  path: string;
  expires_at: Date;
}

/** Server-wide settings shared by every instance on the database (e.g. the token-signing secret). */
export interface KanyaSettingTable {
  key: string;
  value: string;
  update_time: Date;
}

/* Tables of migration 0004 (sign-in state shared by instances, and the system log). */

/** JeecgBoot's system log: 1 sign-in, 2 operation, 3 tenant operation, 4 exception. */
export interface SysLogTable {
  id: string;
  log_type: number | null;
  log_content: string | null;
  /** 1 query, 2 add, 3 edit, 4 delete, 5 import, 6 export (operation logs). */
  operate_type: number | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  request_url: string | null;
  request_param: string | null;
  request_type: string | null;
  /** Milliseconds; bigint arrives as text from PostgreSQL. */
  cost_time: number | string | null;
  client_type: string | null;
  create_by: string | null;
  create_time: Date | null;
  tenant_id: number | null;
}

/** A login captcha: digests of its checkKey and of its answer. */
export interface KanyaCaptchaTable {
  key_hash: string;
  code_hash: string;
  expires_at: Date;
}

/** The live SMS code of a phone number, as a digest. */
export interface KanyaSmsCodeTable {
  mobile: string;
  code_hash: string;
  /** "login", "register" or "forgotPassword" (JeecgBoot's smsmode 0, 1, 2). */
  purpose: string;
  /** The account a forgotten-password code was sent for. */
  username: string | null;
  created_at: Date;
  expires_at: Date;
}

/** Rows of sys_log per (log_type, tenant_id), kept by triggers, so the log page's total costs nothing. */
export interface KanyaLogCountTable {
  /** -1 for rows without a log type. */
  log_type: number;
  /** 0 for rows without a tenant. */
  tenant_id: number;
  /** bigint: arrives as text from PostgreSQL. */
  n: number | string;
}

/** Failed sign-ins of one account or phone number (keyed by a digest). */
export interface KanyaLoginFailureTable {
  key_hash: string;
  fail_count: number;
  first_failed_at: Date;
  locked_until: Date | null;
}

/** `/sys/sms` requests per client address (a digest) in the current one-minute window (migration 0009). */
export interface KanyaSmsRateTable {
  key_hash: string;
  window_started_at: Date;
  request_count: number;
}

/* Tables of migration 0006 (dictionaries' neighbours: categories, announcements, messages, rules, …). */

export interface SysCategoryTable {
  id: string;
  /** "0" at the root. */
  pid: string;
  name: string | null;
  code: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  sys_org_code: string | null;
  /** "1" when the node has children. */
  has_child: string | null;
  tenant_id: number | null;
}

export interface SysAnnouncementTable {
  id: string;
  /** Sic: JeecgBoot's column and wire name. */
  titile: string | null;
  /** Sanitized HTML. */
  msg_content: string | null;
  start_time: Date | null;
  end_time: Date | null;
  sender: string | null;
  /** L, M, H. */
  priority: string | null;
  /** "1" notice, "2" system message. */
  msg_category: string;
  /** "USER" or "ALL". */
  msg_type: string | null;
  /** "0" draft, "1" published, "2" revoked. */
  send_status: string | null;
  send_time: Date | null;
  cancel_time: Date | null;
  del_flag: string | null;
  bus_type: string | null;
  bus_id: string | null;
  open_type: string | null;
  open_page: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  /** "id1,id2," (trailing comma, as JeecgBoot's UI sends it). */
  user_ids: string | null;
  msg_abstract: string | null;
  dt_task_id: string | null;
  tenant_id: number | null;
}

export interface SysAnnouncementSendTable {
  id: string;
  annt_id: string;
  user_id: string;
  /** "0" unread, "1" read. */
  read_flag: string | null;
  read_time: Date | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  star_flag: string | null;
}

/** JeecgBoot's SysMessage (fields `es*` on the wire). */
export interface SysSmsTable {
  id: string;
  es_title: string | null;
  es_type: string | null;
  es_receiver: string | null;
  es_param: string | null;
  es_content: string | null;
  es_send_time: Date | null;
  /** "0" not sent, "1" sent, "2" failed (dictionary msgSendStatus). */
  es_send_status: string | null;
  es_send_num: number | null;
  es_result: string | null;
  remark: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

/** JeecgBoot's SysMessageTemplate. */
export interface SysSmsTemplateTable {
  id: string;
  template_name: string | null;
  template_code: string;
  /** "1" text, "2" rich text (dictionary msgType). */
  template_type: string;
  template_content: string;
  template_test_json: string | null;
  create_time: Date | null;
  create_by: string | null;
  update_time: Date | null;
  update_by: string | null;
  use_status: string | null;
}

export interface SysCheckRuleTable {
  id: string;
  rule_name: string | null;
  rule_code: string | null;
  /** JSON text: `[{digits, pattern, message}]`. */
  rule_json: string | null;
  rule_description: string | null;
  update_by: string | null;
  update_time: Date | null;
  create_by: string | null;
  create_time: Date | null;
}

export interface SysFillRuleTable {
  id: string;
  rule_name: string | null;
  rule_code: string | null;
  /** Names a built-in generator (JeecgBoot class names are accepted as names); never loaded as code. */
  rule_class: string | null;
  rule_params: string | null;
  update_by: string | null;
  update_time: Date | null;
  create_by: string | null;
  create_time: Date | null;
}

export interface SysDataSourceTable {
  id: string;
  code: string | null;
  name: string | null;
  remark: string | null;
  db_type: string | null;
  db_driver: string | null;
  db_url: string | null;
  db_name: string | null;
  db_username: string | null;
  /** Encrypted; never returned to clients. */
  db_password: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  sys_org_code: string | null;
  tenant_id: number | null;
}

export interface SysGatewayRouteTable {
  id: string;
  router_id: string | null;
  name: string | null;
  uri: string | null;
  /** JSON array text. */
  predicates: string | null;
  /** JSON array text. */
  filters: string | null;
  retryable: number | null;
  strip_prefix: number | null;
  persistable: number | null;
  show_api: number | null;
  status: number | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  sys_org_code: string | null;
  del_flag: number | null;
}

export interface QuartzJobTable {
  id: string;
  create_by: string | null;
  create_time: Date | null;
  del_flag: number | null;
  update_by: string | null;
  update_time: Date | null;
  job_class_name: string | null;
  cron_expression: string | null;
  parameter: string | null;
  description: string | null;
  /** 0 running, -1 stopped. */
  status: number | null;
  /** Quartz's CronTrigger misfire instruction: 1 fire once now, 2 do nothing (skip to the next). */
  misfire_policy: Generated<number>;
}

/** The scheduler's plan of a running job (migration 0012): claimed with `FOR UPDATE SKIP LOCKED`. */
export interface SysQuartzJobTriggerTable {
  job_id: string;
  cron_expression: string;
  time_zone: string;
  next_fire_time: Date | null;
}

/** One fire of a job, its claim and its run log (migration 0012). */
export interface SysQuartzJobFireTable {
  id: string;
  job_id: string;
  job_class_name: string;
  parameter: string | null;
  /** `cron`, `manual` or `misfire`. */
  fire_kind: string;
  scheduled_time: Date;
  instance_id: string | null;
  lease_until: Date | null;
  attempt: Generated<number>;
  start_time: Date | null;
  end_time: Date | null;
  /** `running`, `ok`, `error` or `skipped`. */
  outcome: string;
  message: string | null;
  requested_by: string | null;
}

/** Named counters shared by every instance (fill-rule sequences). */
export interface KanyaSequenceTable {
  name: string;
  /** bigint: arrives as a string from PostgreSQL. */
  value: string | number;
  update_time: Date;
}

/* Tables of migration 0005 (data rules, department grants and roles, positions). */

export interface SysPermissionDataRuleTable {
  id: string;
  permission_id: string | null;
  rule_name: string | null;
  rule_column: string | null;
  /** A `rule_conditions` dictionary value: `=`, `!=`, `>`, `LIKE`, `IN`, … */
  rule_conditions: string | null;
  rule_value: string | null;
  /** "1" valid, "0" invalid. */
  status: string | null;
  create_time: Date | null;
  create_by: string | null;
  update_time: Date | null;
  update_by: string | null;
}

export interface SysDepartPermissionTable {
  id: string;
  depart_id: string | null;
  permission_id: string | null;
  data_rule_ids: string | null;
}

export interface SysDepartRoleTable {
  id: string;
  depart_id: string | null;
  role_name: string | null;
  role_code: string | null;
  description: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface SysDepartRolePermissionTable {
  id: string;
  depart_id: string | null;
  role_id: string | null;
  permission_id: string | null;
  data_rule_ids: string | null;
  operate_date: Date | null;
  operate_ip: string | null;
}

export interface SysDepartRoleUserTable {
  id: string;
  user_id: string | null;
  drole_id: string | null;
}

export interface SysPositionTable {
  id: string;
  code: string | null;
  name: string | null;
  /** A `position_rank` dictionary value, "1" to "5". */
  post_rank: string | null;
  company_id: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  sys_org_code: string | null;
  tenant_id: number | null;
}

/* Tables of migration 0011 (the remaining JeecgBoot system pages). */

interface AuditColumns {
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

/** A role's home page (JeecgBoot's 角色首页配置). */
export interface SysRoleIndexTable extends AuditColumns {
  id: string;
  role_code: string;
  url: string | null;
  component: string | null;
  /** 1: the url is a route of the front end. */
  is_route: number | null;
  priority: number | null;
  status: string | null;
  sys_org_code: string | null;
}

/** Who acts for a user while away (JeecgBoot's 用户代理人). */
export interface SysUserAgentTable extends AuditColumns {
  id: string;
  user_name: string;
  agent_user_name: string | null;
  start_time: Date | null;
  end_time: Date | null;
  status: string | null;
  sys_org_code: string | null;
  sys_company_code: string | null;
}

/** A file kept in object storage (local folder by default). */
export interface OssFileTable extends AuditColumns {
  id: string;
  file_name: string | null;
  /** Stored path (local storage) or full URL. */
  url: string | null;
}

/** One version of a row, written by the `kanya_data_log` trigger on every update. */
export interface SysDataLogTable extends AuditColumns {
  id: string;
  data_table: string;
  data_id: string;
  /** The row as JSON (snake_case columns), without secrets. */
  data_content: string;
  data_version: number;
}

export interface Database extends BusinessTables, InsuranceTables, DentistryTables, ServiceTables {
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
  kanya_path_ticket: KanyaPathTicketTable;
  kanya_setting: KanyaSettingTable;
  sys_log: SysLogTable;
  kanya_captcha: KanyaCaptchaTable;
  kanya_sms_code: KanyaSmsCodeTable;
  kanya_login_failure: KanyaLoginFailureTable;
  kanya_sms_rate: KanyaSmsRateTable;
  kanya_log_count: KanyaLogCountTable;
  sys_permission_data_rule: SysPermissionDataRuleTable;
  sys_depart_permission: SysDepartPermissionTable;
  sys_depart_role: SysDepartRoleTable;
  sys_depart_role_permission: SysDepartRolePermissionTable;
  sys_depart_role_user: SysDepartRoleUserTable;
  sys_position: SysPositionTable;
  sys_category: SysCategoryTable;
  sys_announcement: SysAnnouncementTable;
  sys_announcement_send: SysAnnouncementSendTable;
  sys_sms: SysSmsTable;
  sys_sms_template: SysSmsTemplateTable;
  sys_check_rule: SysCheckRuleTable;
  sys_fill_rule: SysFillRuleTable;
  sys_data_source: SysDataSourceTable;
  sys_gateway_route: SysGatewayRouteTable;
  quartz_job: QuartzJobTable;
  sys_quartz_job_trigger: SysQuartzJobTriggerTable;
  sys_quartz_job_fire: SysQuartzJobFireTable;
  kanya_sequence: KanyaSequenceTable;
  sys_role_index: SysRoleIndexTable;
  sys_user_agent: SysUserAgentTable;
  oss_file: OssFileTable;
  sys_data_log: SysDataLogTable;
}

export type SysUserRow = Selectable<SysUserTable>;
export type SysPermissionRow = Selectable<SysPermissionTable>;
export type SysDepartRow = Selectable<SysDepartTable>;
export type SysTenantRow = Selectable<SysTenantTable>;
export type KanyaSessionRow = Selectable<KanyaSessionTable>;
