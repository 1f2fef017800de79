import type { Selectable } from "kysely";
import type {
  QuartzJobTable,
  SysCheckRuleTable,
  SysDataSourceTable,
  SysFillRuleTable,
  SysGatewayRouteTable,
  SysSmsTable,
  SysSmsTemplateTable,
} from "../db/schema";
import { formatDateTime } from "./datetime";

/*
 * JeecgBoot's JSON for the smaller system registries (camelCase, dates as `yyyy-MM-dd HH:mm:ss`).
 */

const audit = (row: {
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}) => ({
  createBy: row.create_by,
  createTime: formatDateTime(row.create_time),
  updateBy: row.update_by,
  updateTime: formatDateTime(row.update_time),
});

export const toSysCheckRuleJson = (row: Selectable<SysCheckRuleTable>) => ({
  id: row.id,
  ruleName: row.rule_name,
  ruleCode: row.rule_code,
  ruleJson: row.rule_json,
  ruleDescription: row.rule_description,
  ...audit(row),
});

export const toSysFillRuleJson = (row: Selectable<SysFillRuleTable>) => ({
  id: row.id,
  ruleName: row.rule_name,
  ruleCode: row.rule_code,
  ruleClass: row.rule_class,
  ruleParams: row.rule_params,
  ...audit(row),
});

/** The password never leaves the server (it is stored encrypted); `dbPassword` is always null. */
export const toSysDataSourceJson = (row: Selectable<SysDataSourceTable>) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  remark: row.remark,
  dbType: row.db_type,
  dbDriver: row.db_driver,
  dbUrl: row.db_url,
  dbName: row.db_name,
  dbUsername: row.db_username,
  dbPassword: null,
  ...audit(row),
  sysOrgCode: row.sys_org_code,
  tenantId: row.tenant_id,
});

export const toSysGatewayRouteJson = (row: Selectable<SysGatewayRouteTable>) => ({
  id: row.id,
  routerId: row.router_id,
  name: row.name,
  uri: row.uri,
  predicates: row.predicates,
  filters: row.filters,
  retryable: row.retryable,
  stripPrefix: row.strip_prefix,
  persistable: row.persistable,
  showApi: row.show_api,
  status: row.status,
  ...audit(row),
  sysOrgCode: row.sys_org_code,
  delFlag: row.del_flag,
});

export const toQuartzJobJson = (row: Selectable<QuartzJobTable>) => ({
  id: row.id,
  ...audit(row),
  delFlag: row.del_flag,
  jobClassName: row.job_class_name,
  cronExpression: row.cron_expression,
  parameter: row.parameter,
  description: row.description,
  status: row.status,
  /** Text, as the form's dictionary select keeps it. */
  misfirePolicy: String(row.misfire_policy),
});

export const toSysMessageJson = (row: Selectable<SysSmsTable>) => ({
  id: row.id,
  esTitle: row.es_title,
  esType: row.es_type,
  esReceiver: row.es_receiver,
  esParam: row.es_param,
  esContent: row.es_content,
  esSendTime: formatDateTime(row.es_send_time),
  esSendStatus: row.es_send_status,
  esSendNum: row.es_send_num,
  esResult: row.es_result,
  remark: row.remark,
  ...audit(row),
});

export const toSysMessageTemplateJson = (row: Selectable<SysSmsTemplateTable>) => ({
  id: row.id,
  templateName: row.template_name,
  templateCode: row.template_code,
  templateType: row.template_type,
  templateContent: row.template_content,
  templateTestJson: row.template_test_json,
  ...audit(row),
  useStatus: row.use_status,
});
