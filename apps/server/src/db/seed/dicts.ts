import type { Insertable } from "kysely";
import { stableId } from "../../ids";
import { parseGmt8 } from "../../wire/datetime";
import type { SysDictItemTable, SysDictTable } from "../schema";
import { BUSINESS_DICTIONARIES } from "./business-dicts";
import { DENTISTRY_DICTIONARIES } from "./dentistry-dicts";

/** JeecgBoot's default dictionaries (reference/jeecg-api.md §12): code, name, then value → text items. */
const DICTIONARIES: readonly [code: string, name: string, items: readonly (readonly [string, string])[]][] = [
  [
    "sex",
    "性别",
    [
      ["1", "男"],
      ["2", "女"],
    ],
  ],
  [
    "user_status",
    "用户状态",
    [
      ["1", "正常"],
      ["2", "冻结"],
    ],
  ],
  [
    "status",
    "状态",
    [
      ["1", "正常"],
      ["2", "冻结"],
    ],
  ],
  [
    "priority",
    "优先级",
    [
      ["H", "高"],
      ["M", "中"],
      ["L", "低"],
    ],
  ],
  [
    "msg_category",
    "消息类型",
    [
      ["1", "通知公告"],
      ["2", "系统消息"],
    ],
  ],
  [
    "msg_type",
    "通告对象类型",
    [
      ["USER", "指定用户"],
      ["ALL", "全体用户"],
    ],
  ],
  [
    "send_status",
    "发布状态",
    [
      ["0", "未发布"],
      ["1", "已发布"],
      ["2", "已撤销"],
    ],
  ],
  [
    "valid_status",
    "有效无效状态",
    [
      ["0", "无效"],
      ["1", "有效"],
    ],
  ],
  [
    "del_flag",
    "删除状态",
    [
      ["0", "正常"],
      ["1", "已删除"],
    ],
  ],
  [
    "yn",
    "是否",
    [
      ["1", "是"],
      ["0", "否"],
    ],
  ],
  [
    "log_type",
    "日志类型",
    [
      ["1", "登录日志"],
      ["2", "操作日志"],
      ["3", "租户操作日志"],
      ["4", "异常日志"],
    ],
  ],
  [
    "operate_type",
    "操作类型",
    [
      ["1", "查询"],
      ["2", "添加"],
      ["3", "修改"],
      ["4", "删除"],
      ["5", "导入"],
      ["6", "导出"],
    ],
  ],
  [
    "menu_type",
    "菜单类型",
    [
      ["0", "一级菜单"],
      ["1", "子菜单"],
      ["2", "按钮权限"],
    ],
  ],
  [
    "perms_type",
    "权限策略",
    [
      ["1", "显示"],
      ["2", "禁用"],
    ],
  ],
  [
    "global_perms_type",
    "全局权限策略",
    [
      ["1", "可见/可访问"],
      ["2", "可编辑"],
    ],
  ],
  [
    "org_category",
    "机构类型",
    [
      ["1", "公司"],
      ["2", "部门"],
      ["3", "岗位"],
    ],
  ],
  [
    "depart_status",
    "部门状态",
    [
      ["0", "不启用"],
      ["1", "启用"],
    ],
  ],
  [
    "position_rank",
    "职务职级",
    [
      ["1", "员级"],
      ["2", "助级"],
      ["3", "中级"],
      ["4", "副高级"],
      ["5", "正高级"],
    ],
  ],
  [
    "quartz_status",
    "定时任务状态",
    [
      ["0", "正常"],
      ["-1", "停止"],
    ],
  ],
  [
    "quartz_misfire_policy",
    "定时任务错过触发策略",
    [
      ["1", "立即补执行一次"],
      ["2", "跳过，等下次触发"],
    ],
  ],
  [
    "quartz_job_class",
    "定时任务类",
    [
      ["org.jeecg.modules.quartz.job.SampleJob", "示例任务"],
      ["org.jeecg.modules.quartz.job.SampleParamJob", "带参数的示例任务"],
      ["org.jeecg.modules.message.job.SendMsgJob", "消息推送任务"],
      ["org.kanya.job.CleanExpiredSessionsJob", "清理过期会话"],
      ["org.kanya.job.SendDueAnnouncementsJob", "发布到期公告"],
      ["org.kanya.job.RecountStatusJob", "重算状态计数"],
      ["org.kanya.job.ExpireMemberCardsJob", "会员卡到期处理"],
      ["org.kanya.job.MarkOverdueWorkOrdersJob", "标记超期工单"],
    ],
  ],
  [
    "dict_item_status",
    "字典状态",
    [
      ["1", "启用"],
      ["0", "不启用"],
    ],
  ],
  [
    "tenant_status",
    "租户状态",
    [
      ["1", "正常"],
      ["0", "冻结"],
    ],
  ],
  [
    "activiti_sync",
    "同步工作流引擎",
    [
      ["1", "同步"],
      ["0", "不同步"],
    ],
  ],
  [
    "msgType",
    "推送类别",
    [
      ["1", "文本"],
      ["2", "富文本"],
    ],
  ],
  [
    "msgSendStatus",
    "推送状态",
    [
      ["0", "未发送"],
      ["1", "发送成功"],
      ["2", "发送失败"],
    ],
  ],
  [
    "client_type",
    "客户端类型",
    [
      ["pc", "电脑端"],
      ["app", "手机APP端"],
      ["h5", "H5端"],
    ],
  ],
  [
    "database_type",
    "数据库类型",
    [
      ["1", "MySQL5.5"],
      ["4", "MYSQL5.7+"],
      ["2", "Oracle"],
      ["3", "SQLServer"],
      ["6", "postgresql"],
      ["5", "marialDB"],
      ["7", "达梦"],
      ["8", "人大金仓"],
      ["9", "神通"],
      ["10", "SQLite"],
      ["11", "DB2"],
      ["12", "Hsqldb"],
      ["13", "Derby"],
      ["14", "H2"],
      ["15", "其他数据库"],
    ],
  ],
  [
    "rule_conditions",
    "条件规则",
    [
      [">", "大于"],
      ["<", "小于"],
      ["!=", "不等于"],
      ["=", "等于"],
      [">=", "大于等于"],
      ["<=", "小于等于"],
      ["LEFT_LIKE", "左模糊"],
      ["RIGHT_LIKE", "右模糊"],
      ["LIKE", "模糊"],
      ["IN", "包含"],
      ["USE_SQL_RULES", "自定义SQL表达式"],
    ],
  ],
  [
    "order_status",
    "订单状态",
    [
      ["1", "待支付"],
      ["2", "已支付"],
      ["3", "服务中"],
      ["4", "已完成"],
      ["5", "已取消"],
      ["6", "已退款"],
    ],
  ],
  [
    "channel",
    "渠道",
    [
      ["1", "官方网站"],
      ["3", "微信小程序"],
      ["4", "支付宝小程序"],
      ["7", "中国人寿"],
      ["8", "中国平安"],
      ["9", "太平洋保险"],
      ["11", "泰康保险"],
      ["14", "新华保险"],
      ["18", "美团"],
      ["19", "京东健康"],
      ["20", "阿里健康"],
      ["21", "企业团检"],
      ["22", "线下门店"],
      ["23", "电话咨询"],
      ["24", "合作医院"],
      ["25", "合作诊所"],
      ["26", "其他渠道"],
    ],
  ],
  [
    "insurance_claim_status",
    "理赔状态",
    [
      ["0", "待提交"],
      ["1", "审核中"],
      ["2", "已通过"],
      ["3", "已驳回"],
      ["4", "已赔付"],
    ],
  ],
  [
    "member_card_type",
    "会员卡类型",
    [
      ["1", "普通卡"],
      ["2", "银卡"],
      ["3", "金卡"],
      ["4", "钻石卡"],
      ["5", "家庭卡"],
    ],
  ],
  [
    "work_order_priority",
    "工单优先级",
    [
      ["1", "低"],
      ["2", "中"],
      ["3", "高"],
      ["4", "紧急"],
    ],
  ],
  [
    "work_order_status",
    "工单状态",
    [
      ["0", "待处理"],
      ["1", "处理中"],
      ["2", "已完成"],
      ["3", "已关闭"],
    ],
  ],
  [
    "use_status",
    "启用状态",
    [
      ["1", "启用"],
      ["0", "停用"],
    ],
  ],
  ...BUSINESS_DICTIONARIES,
  ...DENTISTRY_DICTIONARIES,
];

const CREATED = parseGmt8("2019-01-04 14:56:32");

export const dicts: Insertable<SysDictTable>[] = DICTIONARIES.map(([code, name]) => ({
  id: stableId(`dict:${code}`),
  dict_name: name,
  dict_code: code,
  description: name,
  del_flag: 0,
  type: 0,
  tenant_id: 0,
  create_by: "admin",
  create_time: CREATED,
}));

export const dictItems: Insertable<SysDictItemTable>[] = DICTIONARIES.flatMap(([code, , items]) =>
  items.map(([value, text], index) => ({
    id: stableId(`dict:${code}:${value}`),
    dict_id: stableId(`dict:${code}`),
    item_value: value,
    item_text: text,
    sort_order: index + 1,
    status: 1,
    create_by: "admin",
    create_time: CREATED,
  })),
);
