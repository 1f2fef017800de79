/*
 * Wire types of the dictionary, category, announcement, message, file and registry families (JeecgBoot's
 * JSON: camelCase, dates `yyyy-MM-dd HH:mm:ss`, ids as strings).
 */

export interface SysDict {
  id: string;
  dictName: string | null;
  dictCode: string;
  description: string | null;
  delFlag: number | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  type: number | null;
  tenantId: number | null;
  lowAppId: string | null;
}

export interface SysDictForm {
  id?: string;
  dictName?: string | null;
  dictCode?: string;
  description?: string | null;
  type?: number | null;
}

export interface SysDictItem {
  id: string;
  dictId: string | null;
  itemText: string | null;
  itemValue: string | null;
  description: string | null;
  sortOrder: number | null;
  status: number | null;
  itemColor: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  status_dictText?: string;
}

export interface SysDictItemForm {
  id?: string;
  dictId?: string;
  itemText?: string;
  itemValue?: string;
  description?: string | null;
  sortOrder?: number | null;
  status?: number | null;
  itemColor?: string | null;
}

/** JeecgBoot's TreeSelectModel: note `leaf` (not `isLeaf`). */
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

export interface TreeDataQuery {
  pid?: string;
  pidField: string;
  tableName: string;
  text: string;
  code: string;
  hasChildField?: string;
  converIsLeafVal?: 0 | 1;
  /** A JSON object of column → value. */
  condition?: string;
}

export interface SysCategory {
  id: string;
  pid: string;
  name: string | null;
  code: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  sysOrgCode: string | null;
  hasChild: string | null;
  tenantId: number | null;
}

export interface SysCategoryForm {
  id?: string;
  pid?: string;
  name?: string;
  code?: string | null;
}

/** SysAnnouncement (note `titile`, sic). */
export interface SysAnnouncement {
  id: string;
  titile: string | null;
  msgContent: string | null;
  startTime: string | null;
  endTime: string | null;
  sender: string | null;
  priority: string | null;
  msgCategory: string;
  msgType: string | null;
  sendStatus: string | null;
  sendTime: string | null;
  cancelTime: string | null;
  delFlag: string | null;
  busType: string | null;
  busId: string | null;
  openType: string | null;
  openPage: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  /** `"id1,id2,"`. */
  userIds: string | null;
  msgAbstract: string | null;
  dtTaskId: string | null;
  tenantId: number | null;
  priority_dictText?: string;
  msgCategory_dictText?: string;
  msgType_dictText?: string;
  sendStatus_dictText?: string;
}

export interface SysAnnouncementForm {
  id?: string;
  titile?: string;
  msgContent?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  priority?: "L" | "M" | "H" | null;
  msgCategory?: "1" | "2";
  msgType?: "ALL" | "USER";
  /** `"id1,id2,"` as JeecgBoot's UI sends it. */
  userIds?: string | null;
  busType?: string | null;
  busId?: string | null;
  openType?: string | null;
  openPage?: string | null;
  msgAbstract?: string | null;
}

/** `/sys/annountCement/listByUser`: the notice bell's unread items. */
export interface AnnouncementsByUser {
  anntMsgList: SysAnnouncement[];
  anntMsgTotal: number;
  sysMsgList: SysAnnouncement[];
  sysMsgTotal: number;
}

/** One row of `/sys/sysAnnouncementSend/getMyAnnouncementSend`. */
export interface AnnouncementSend {
  id: string;
  anntId: string;
  userId: string;
  titile: string | null;
  msgContent: string | null;
  sender: string | null;
  priority: string | null;
  readFlag: string | null;
  sendTime: string | null;
  msgCategory: string;
  busId: string | null;
  busType: string | null;
  openType: string | null;
  openPage: string | null;
  msgAbstract: string | null;
}

/** SysMessage (fields `es*`). */
export interface SysMessage {
  id: string;
  esTitle: string | null;
  esType: string | null;
  esReceiver: string | null;
  esParam: string | null;
  esContent: string | null;
  esSendTime: string | null;
  esSendStatus: string | null;
  esSendNum: number | null;
  esResult: string | null;
  remark: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  esType_dictText?: string;
  esSendStatus_dictText?: string;
}

export type SysMessageForm = Partial<
  Pick<
    SysMessage,
    | "esTitle"
    | "esType"
    | "esReceiver"
    | "esParam"
    | "esContent"
    | "esSendTime"
    | "esSendStatus"
    | "esSendNum"
    | "esResult"
    | "remark"
  >
> & { id?: string };

export interface SysMessageTemplate {
  id: string;
  templateName: string | null;
  templateCode: string;
  /** "1" text, "2" rich text. */
  templateType: string;
  templateContent: string;
  templateTestJson: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  useStatus: string | null;
}

export type SysMessageTemplateForm = Partial<
  Pick<
    SysMessageTemplate,
    "templateName" | "templateCode" | "templateType" | "templateContent" | "templateTestJson" | "useStatus"
  >
> & { id?: string };

export interface SendTemplateMessageRequest {
  templateCode: string;
  /** A JSON object string filling the template's `${name}` placeholders. */
  testData?: string;
  /** Usernames, comma-separated. */
  receiver: string;
  /** `system`, `email`, `dingtalk` or `wechat_enterprise`. */
  msgType?: string;
}

export interface SysCheckRule {
  id: string;
  ruleName: string | null;
  ruleCode: string | null;
  /** JSON text: `[{digits, pattern, message}]`. */
  ruleJson: string | null;
  ruleDescription: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export type SysCheckRuleForm = Partial<
  Pick<SysCheckRule, "ruleName" | "ruleCode" | "ruleJson" | "ruleDescription">
> & { id?: string };

/** The failing step of a check rule (result of a refused `checkByCode`). */
export interface CheckRuleFailure {
  digits: string;
  pattern: string;
  message: string;
  beginIndex?: number;
  endIndex?: number;
  checkValue: string;
  passed: false;
}

export interface SysFillRule {
  id: string;
  ruleName: string | null;
  ruleCode: string | null;
  ruleClass: string | null;
  ruleParams: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export type SysFillRuleForm = Partial<
  Pick<SysFillRule, "ruleName" | "ruleCode" | "ruleClass" | "ruleParams">
> & { id?: string };

export interface SysDataSource {
  id: string;
  code: string | null;
  name: string | null;
  remark: string | null;
  dbType: string | null;
  dbDriver: string | null;
  dbUrl: string | null;
  dbName: string | null;
  dbUsername: string | null;
  /** Never sent by the server. */
  dbPassword: null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  sysOrgCode: string | null;
  tenantId: number | null;
  dbType_dictText?: string;
}

export type SysDataSourceForm = Partial<
  Pick<SysDataSource, "code" | "name" | "remark" | "dbType" | "dbDriver" | "dbUrl" | "dbName" | "dbUsername">
> & { id?: string; dbPassword?: string };

export interface SysGatewayRoute {
  id: string;
  routerId: string | null;
  name: string | null;
  uri: string | null;
  predicates: unknown[];
  filters: unknown[];
  retryable: number | null;
  stripPrefix: number | null;
  persistable: number | null;
  showApi: number | null;
  status: number | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  sysOrgCode: string | null;
  delFlag: number | null;
}

export interface SysGatewayRouteForm {
  id?: string;
  routerId: string;
  name?: string;
  uri: string;
  predicates?: unknown[] | string;
  filters?: unknown[] | string;
  status?: number;
  retryable?: number;
  stripPrefix?: number;
  persistable?: number;
  showApi?: number;
}

export interface QuartzJob {
  id: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  delFlag: number | null;
  jobClassName: string | null;
  cronExpression: string | null;
  parameter: string | null;
  description: string | null;
  /** 0 running, -1 stopped. */
  status: number | null;
  status_dictText?: string;
  /** "1" fire once now after a missed fire, "2" skip to the next (Quartz's misfire instructions). */
  misfirePolicy?: string;
  misfirePolicy_dictText?: string;
  jobClassName_dictText?: string;
}

export type QuartzJobForm = Partial<
  Pick<
    QuartzJob,
    "jobClassName" | "cronExpression" | "parameter" | "description" | "status" | "misfirePolicy"
  >
> & {
  id?: string;
};

/** One fire of a scheduled job in its run log (`/sys/quartzJob/runLog`). */
export interface QuartzJobFire {
  id: string;
  jobId: string;
  jobClassName: string;
  parameter: string | null;
  /** `cron`, `manual` (run now) or `misfire` (skipped by the job's misfire policy). */
  fireKind: string;
  scheduledTime: string;
  startTime: string | null;
  endTime: string | null;
  durationMs: number | null;
  /** `queued`, `running`, `ok`, `error` or `skipped`. */
  outcome: string;
  message: string | null;
  /** The server instance that ran it. */
  instanceId: string | null;
  attempt: number;
  requestedBy: string | null;
}
