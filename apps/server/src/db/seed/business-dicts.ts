import { CHANNELS, claimFlow, consultationFlow, ORDER_STATUS_TEXT } from "@kanya/resources";

/** The business records' dictionaries (model: packages/resources/README.md): code, name, value → text. */
export const BUSINESS_DICTIONARIES: readonly [
  code: string,
  name: string,
  items: readonly (readonly [string, string])[],
][] = [
  ["business_channel", "业务渠道", CHANNELS.map((c) => [c.code, c.name] as const)],
  // The insurer channels (保险公司) alone: a policy's insurer is chosen from these.
  [
    "insurer_channel",
    "保险公司",
    CHANNELS.filter((c) => c.type === "2").map((c) => [c.code, c.name] as const),
  ],
  [
    "policy_status",
    "保单状态",
    [
      ["1", "生效中"],
      ["2", "已过期"],
      ["3", "已退保"],
    ],
  ],
  ["claim_status", "理赔状态", Object.entries(claimFlow.statuses)],
  [
    "channel_type",
    "渠道类型",
    [
      ["1", "合作伙伴"],
      ["2", "保险公司"],
      ["3", "互联网平台"],
      ["4", "企业客户"],
    ],
  ],
  [
    "customer_type",
    "客户类型",
    [
      ["1", "个人"],
      ["2", "企业"],
    ],
  ],
  [
    "member_level",
    "会员等级",
    [
      ["1", "普通会员"],
      ["2", "银卡会员"],
      ["3", "金卡会员"],
      ["4", "钻石会员"],
    ],
  ],
  [
    "member_card_package",
    "会员卡服务套餐",
    [
      ["1", "体检套餐卡"],
      ["2", "齿科护理卡"],
      ["3", "问诊年卡"],
      ["4", "陪诊服务卡"],
      ["5", "健康储值卡"],
    ],
  ],
  [
    "member_card_status",
    "会员卡状态",
    [
      ["0", "未激活"],
      ["1", "已激活"],
      ["2", "已冻结"],
      ["3", "已过期"],
    ],
  ],
  [
    "hospital_level",
    "医院等级",
    [
      ["1", "三级甲等"],
      ["2", "三级乙等"],
      ["3", "二级甲等"],
      ["4", "二级乙等"],
      ["5", "一级医院"],
      ["6", "专科诊所"],
    ],
  ],
  [
    "cooperation_status",
    "合作状态",
    [
      ["1", "合作中"],
      ["2", "洽谈中"],
      ["3", "已终止"],
    ],
  ],
  [
    "doctor_title",
    "医生职称",
    [
      ["1", "主任医师"],
      ["2", "副主任医师"],
      ["3", "主治医师"],
      ["4", "住院医师"],
    ],
  ],
  [
    "doctor_status",
    "医生状态",
    [
      ["1", "出诊"],
      ["2", "停诊"],
    ],
  ],
  [
    "service_type",
    "服务类型",
    [
      ["1", "体检"],
      ["2", "挂号"],
      ["3", "陪诊"],
      ["4", "齿科"],
      ["5", "视频问诊"],
      ["6", "电话问诊"],
    ],
  ],
  ["service_order_status", "服务订单状态", Object.entries(ORDER_STATUS_TEXT)],
  [
    "pay_method",
    "支付方式",
    [
      ["1", "微信支付"],
      ["2", "支付宝"],
      ["3", "银行卡"],
      ["4", "会员卡抵扣"],
      ["5", "保险直付"],
    ],
  ],
  // Customer service (migration 0018); `work_order_priority`, `work_order_status` and `yn` are seeded in dicts.ts.
  [
    "work_order_type",
    "工单类型",
    [
      ["1", "咨询"],
      ["2", "投诉"],
      ["3", "售后"],
      ["4", "理赔协助"],
    ],
  ],
  [
    "work_order_action",
    "工单处理动作",
    [
      ["1", "受理"],
      ["2", "联系客户"],
      ["3", "处理"],
      ["4", "转派"],
      ["5", "回访"],
    ],
  ],
  [
    "consultation_kind",
    "问诊方式",
    [
      ["video", "视频问诊"],
      ["phone", "电话问诊"],
    ],
  ],
  ["consultation_status", "问诊状态", Object.entries(consultationFlow.statuses)],
  [
    "report_type",
    "健康报告类型",
    [
      ["1", "体检报告"],
      ["2", "检验报告"],
      ["3", "影像报告"],
    ],
  ],
];
