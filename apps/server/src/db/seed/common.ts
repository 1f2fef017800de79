import { type Insertable, type Kysely, sql } from "kysely";
import { stableId } from "../../ids";
import { parseGmt8 } from "../../wire/datetime";
import type {
  Database,
  QuartzJobTable,
  SysCategoryTable,
  SysCheckRuleTable,
  SysFillRuleTable,
  SysGatewayRouteTable,
  SysSmsTable,
  SysSmsTemplateTable,
} from "../schema";
import { TENANT_GUOJU } from "./tenants";

/*
 * Demo data of migration 0006: categories, announcements (with read marks for their users), message
 * templates and sent messages, check and fill rules, scheduled-job records and gateway routes.
 */

const CREATED = parseGmt8("2019-05-29 18:21:46");

// ── Categories: roots A01, B01, B02, C02 (JeecgBoot's root codes), three characters per level. ──
const CATEGORY_TREE: readonly [code: string, name: string][] = [
  ["A01", "商品分类"],
  ["A01A01", "办公用品"],
  ["A01A02", "医疗器械"],
  ["A01A03", "口腔耗材"],
  ["A01A03A01", "种植体"],
  ["A01A03A02", "正畸托槽"],
  ["B01", "服务类型"],
  ["B01A01", "健康体检"],
  ["B01A02", "口腔诊疗"],
  ["B01A03", "健康咨询"],
  ["B01A04", "保险理赔服务"],
  ["B02", "服务地区"],
  ["B02A01", "华北"],
  ["B02A01A01", "北京"],
  ["B02A01A02", "天津"],
  ["B02A02", "华东"],
  ["B02A02A01", "上海"],
  ["B02A03", "华南"],
  ["C02", "会员权益"],
  ["C02A01", "体检套餐"],
  ["C02A02", "洁牙服务"],
  ["C02A03", "专家问诊"],
];

export const categoryId = (code: string) => stableId(`category:${code}`);

export const categories: Insertable<SysCategoryTable>[] = CATEGORY_TREE.map(([code, name]) => {
  const parentCode = code.slice(0, -3);
  return {
    id: categoryId(code),
    pid: parentCode === "" ? "0" : categoryId(parentCode),
    name,
    code,
    has_child: CATEGORY_TREE.some(([other]) => other.length === code.length + 3 && other.startsWith(code))
      ? "1"
      : "0",
    sys_org_code: "A01",
    tenant_id: 0,
    create_by: "admin",
    create_time: CREATED,
  };
});

// ── Message templates and messages ──
export const messageTemplates: Insertable<SysSmsTemplateTable>[] = [
  {
    id: stableId("sms-template:SYS001"),
    template_code: "SYS001",
    template_name: "系统通知",
    template_type: "1",
    template_content: "${name}，您好！您有一条新的系统通知：${content}",
    template_test_json: '{"name":"张三","content":"请于本周五前完成年度体检预约。"}',
    use_status: "1",
    create_by: "admin",
    create_time: CREATED,
  },
  {
    id: stableId("sms-template:WORK_ORDER"),
    template_code: "WORK_ORDER",
    template_name: "工单提醒",
    template_type: "2",
    template_content: "<p>${name}，您好：</p><p>工单 <b>${orderNo}</b> 已分派给您，请尽快处理。</p>",
    template_test_json: '{"name":"李医生","orderNo":"GD202403150001"}',
    use_status: "1",
    create_by: "admin",
    create_time: CREATED,
  },
  {
    id: stableId("sms-template:CLAIM_RESULT"),
    template_code: "CLAIM_RESULT",
    template_name: "理赔结果通知",
    template_type: "1",
    template_content: "尊敬的${name}，您的理赔申请（${claimNo}）审核结果：${result}。",
    template_test_json: '{"name":"王女士","claimNo":"LP20240001","result":"已通过"}',
    use_status: "1",
    create_by: "admin",
    create_time: CREATED,
  },
];

export const messages: Insertable<SysSmsTable>[] = [
  {
    id: stableId("sms:1"),
    es_title: "系统通知",
    es_type: "system",
    es_receiver: "admin",
    es_param: '{"name":"管理员","content":"系统将于今晚 23:00 进行维护。"}',
    es_content: "管理员，您好！您有一条新的系统通知：系统将于今晚 23:00 进行维护。",
    es_send_time: parseGmt8("2024-03-01 09:00:00"),
    es_send_status: "1",
    es_send_num: 1,
    es_result: "站内消息已送达",
    create_by: "admin",
    create_time: parseGmt8("2024-03-01 09:00:00"),
  },
  {
    id: stableId("sms:2"),
    es_title: "理赔结果通知",
    es_type: "email",
    es_receiver: "caiwu01",
    es_param: '{"name":"王女士","claimNo":"LP20240001","result":"已通过"}',
    es_content: "尊敬的王女士，您的理赔申请（LP20240001）审核结果：已通过。",
    es_send_time: parseGmt8("2024-03-02 10:30:00"),
    es_send_status: "2",
    es_send_num: 1,
    es_result: "未配置发送通道，已记录到日志",
    create_by: "admin",
    create_time: parseGmt8("2024-03-02 10:30:00"),
  },
];

// ── Check and fill rules (JeecgBoot's defaults) ──
export const checkRules: Insertable<SysCheckRuleTable>[] = [
  {
    id: stableId("check-rule:common"),
    rule_name: "通用编码规则",
    rule_code: "common",
    rule_json: JSON.stringify([
      { digits: "1", pattern: "^[a-z|A-Z]$", message: "第一位只能是字母" },
      { digits: "*", pattern: "^[0-9|a-z|A-Z|_]{0,}$", message: "只能填写数字、大小写字母、下划线" },
      { digits: "*", pattern: "^.{3,}$", message: "最少输入3位数" },
      { digits: "*", pattern: "^.{3,12}$", message: "最多输入12位数" },
    ]),
    rule_description: "规则：1、以字母开头；2、第二位开始可以是数字、字母和下划线；3、长度3到12位",
    create_by: "admin",
    create_time: parseGmt8("2020-02-07 11:25:48"),
  },
  {
    id: stableId("check-rule:order_no"),
    rule_name: "订单编号规则",
    rule_code: "order_no",
    rule_json: JSON.stringify([
      { digits: "2", pattern: "^[A-Z]{2}$", message: "前两位必须是大写字母" },
      { digits: "8", pattern: "^\\d{8}$", message: "第3到10位必须是日期(yyyyMMdd)" },
      { digits: "*", pattern: "^.{14}$", message: "订单编号共14位" },
    ]),
    rule_description: "两位大写字母前缀 + 8位日期 + 4位流水号",
    create_by: "admin",
    create_time: parseGmt8("2024-01-10 10:00:00"),
  },
];

export const fillRules: Insertable<SysFillRuleTable>[] = [
  {
    id: stableId("fill-rule:shop_order_num"),
    rule_name: "订单流水号",
    rule_code: "shop_order_num",
    rule_class: "org.jeecg.modules.system.rule.OrderNumberRule",
    rule_params: '{"prefix":"CN"}',
    create_by: "admin",
    create_time: parseGmt8("2019-11-07 17:43:21"),
  },
  {
    id: stableId("fill-rule:org_num_role"),
    rule_name: "机构编码生成",
    rule_code: "org_num_role",
    rule_class: "org.jeecg.modules.system.rule.OrgCodeRule",
    rule_params: '{"parentId":""}',
    create_by: "admin",
    create_time: parseGmt8("2019-12-09 10:37:06"),
  },
  {
    id: stableId("fill-rule:category_code_rule"),
    rule_name: "分类字典编码生成",
    rule_code: "category_code_rule",
    rule_class: "org.jeecg.modules.system.rule.CategoryCodeRule",
    rule_params: '{"pid":""}',
    create_by: "admin",
    create_time: parseGmt8("2019-12-09 10:37:06"),
  },
];

// ── Scheduled jobs: JeecgBoot's three samples, all stopped ──
export const quartzJobs: Insertable<QuartzJobTable>[] = [
  {
    id: stableId("quartz:SampleJob"),
    job_class_name: "org.jeecg.modules.quartz.job.SampleJob",
    cron_expression: "0/1 * * * * ?",
    description: "测试用",
    status: -1,
    del_flag: 0,
    create_by: "admin",
    create_time: parseGmt8("2019-03-30 12:44:48"),
  },
  {
    id: stableId("quartz:SampleParamJob"),
    job_class_name: "org.jeecg.modules.quartz.job.SampleParamJob",
    cron_expression: "0/1 * * * * ?",
    parameter: "scott",
    description: "带参测试 后台将每隔1秒执行输出日志",
    status: -1,
    del_flag: 0,
    create_by: "admin",
    create_time: parseGmt8("2019-04-11 19:04:21"),
  },
  {
    id: stableId("quartz:SendMsgJob"),
    job_class_name: "org.jeecg.modules.message.job.SendMsgJob",
    cron_expression: "0/50 * * * * ? *",
    description: "消息推送任务",
    status: -1,
    del_flag: 0,
    create_by: "admin",
    create_time: parseGmt8("2019-04-11 19:09:49"),
  },
];

// ── Gateway routes (JeecgBoot cloud's defaults) ──
export const gatewayRoutes: Insertable<SysGatewayRouteTable>[] = [
  {
    id: stableId("gateway:jeecg-system"),
    router_id: "jeecg-system",
    name: "jeecg-system",
    uri: "lb://jeecg-system",
    predicates: JSON.stringify([{ name: "Path", args: ["/sys/**", "/jmreport/**", "/eoa/**", "/joa/**"] }]),
    filters: "[]",
    retryable: 0,
    strip_prefix: 0,
    persistable: 1,
    show_api: 1,
    status: 1,
    del_flag: 0,
    create_by: "admin",
    create_time: parseGmt8("2020-05-26 10:02:33"),
  },
  {
    id: stableId("gateway:jeecg-demo"),
    router_id: "jeecg-demo",
    name: "jeecg-demo",
    uri: "lb://jeecg-demo",
    predicates: JSON.stringify([{ name: "Path", args: ["/mock/**", "/test/**", "/bigscreen/template1/**"] }]),
    filters: "[]",
    retryable: 0,
    strip_prefix: 0,
    persistable: 1,
    show_api: 1,
    status: 1,
    del_flag: 0,
    create_by: "admin",
    create_time: parseGmt8("2020-05-26 10:02:33"),
  },
];

/** Announcements of 北京国炬 (tenant 1000): two published to everyone there, one system message, one draft. */
function announcements(now: Date) {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
  return [
    {
      id: stableId("announcement:welcome"),
      titile: "欢迎使用综合业务管理系统",
      msg_content:
        "<p>系统已上线，如有问题请联系信息部。</p><p>常用功能：<b>订单管理</b>、<b>会员管理</b>、<b>口腔门店</b>。</p>",
      priority: "M",
      msg_category: "1",
      msg_type: "ALL",
      send_status: "1",
      send_time: hoursAgo(48),
    },
    {
      id: stableId("announcement:maintenance"),
      titile: "系统维护通知",
      msg_content: "<p>本周六 22:00—24:00 进行系统维护，期间暂停服务。</p>",
      priority: "H",
      msg_category: "1",
      msg_type: "ALL",
      send_status: "1",
      send_time: hoursAgo(3),
    },
    {
      id: stableId("announcement:claims"),
      titile: "理赔审核提醒",
      msg_content: "<p>您有 3 条待审核的理赔申请，请及时处理。</p>",
      priority: "L",
      msg_category: "2",
      msg_type: "ALL",
      send_status: "1",
      send_time: hoursAgo(1),
    },
    {
      id: stableId("announcement:draft"),
      titile: "五一假期排班安排（草稿）",
      msg_content: "<p>排班表见附件。</p>",
      priority: "L",
      msg_category: "1",
      msg_type: "ALL",
      send_status: "0",
      send_time: null,
    },
  ].map((a) => ({
    ...a,
    sender: a.send_status === "1" ? "admin" : null,
    del_flag: "0",
    tenant_id: TENANT_GUOJU,
    create_by: "admin",
    create_time: hoursAgo(72),
  }));
}

/** Seeds migration 0006's demo data; runs inside the seed transaction, after users and tenants. */
export async function seedCommonData(trx: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await trx.insertInto("sys_category").values(categories).execute();
  await trx.insertInto("sys_sms_template").values(messageTemplates).execute();
  await trx.insertInto("sys_sms").values(messages).execute();
  await trx.insertInto("sys_check_rule").values(checkRules).execute();
  await trx.insertInto("sys_fill_rule").values(fillRules).execute();
  await trx.insertInto("quartz_job").values(quartzJobs).execute();
  await trx.insertInto("sys_gateway_route").values(gatewayRoutes).execute();
  const seeded = announcements(now);
  await trx.insertInto("sys_announcement").values(seeded).execute();
  // Published to ALL of tenant 1000: a read mark for each of its users.
  for (const annt of seeded.filter((a) => a.send_status === "1")) {
    await sql`
      insert into sys_announcement_send (id, annt_id, user_id, read_flag, create_by, create_time)
      select md5(${annt.id} || ut.user_id), ${annt.id}, ut.user_id, '0', 'admin', ${annt.send_time}
      from sys_user_tenant ut where ut.tenant_id = ${TENANT_GUOJU} and ut.status = '1'
      on conflict (annt_id, user_id) do nothing`.execute(trx);
  }
}
