/**
 * The partner and insurer channels of spec §3 (codes 1 … 26), with fictional names. The code → name map is
 * the export file-name prefix of a channel's lists; the departments (org codes here, department ids in the
 * table) are the configuration of the listing that scopes by department (the original hard-coded them per
 * code): a user whose current department is one of them sees that channel's records only. Each channel
 * belongs to one group of 渠道运营部 (A01A09); channel 1 has its own (安康健康运营组, A01A09A01). The seed fills the
 * `business_channel` dictionary and the channel table from this list, so both ends read the same names.
 */
export interface ChannelSeed {
  readonly code: string;
  readonly name: string;
  /** `channel_type`: 1 合作伙伴, 2 保险公司, 3 互联网平台, 4 企业客户. */
  readonly type: "1" | "2" | "3" | "4";
  readonly departIds: readonly string[];
}

export const CHANNELS: readonly ChannelSeed[] = [
  { code: "1", name: "安康健康", type: "1", departIds: ["A01A09A01"] },
  { code: "3", name: "泰和人寿", type: "2", departIds: ["A01A09A02", "A01A09A02A01"] },
  { code: "4", name: "平川保险", type: "2", departIds: ["A01A09A02"] },
  { code: "7", name: "云舟互联", type: "3", departIds: ["A01A09A03"] },
  { code: "8", name: "禾苗母婴", type: "1", departIds: ["A01A09A04"] },
  { code: "9", name: "瑞丰财险", type: "2", departIds: ["A01A09A02"] },
  { code: "11", name: "青松养老", type: "1", departIds: ["A01A09A04"] },
  { code: "14", name: "星河科技", type: "4", departIds: ["A01A09A05"] },
  { code: "18", name: "明德银行", type: "4", departIds: ["A01A09A05"] },
  { code: "19", name: "长乐健康险", type: "2", departIds: ["A01A09A02"] },
  { code: "20", name: "悦行出行", type: "3", departIds: ["A01A09A03"] },
  { code: "21", name: "百草药房", type: "1", departIds: ["A01A09A04"] },
  { code: "22", name: "恒信保险", type: "2", departIds: ["A01A09A02"] },
  { code: "23", name: "乐享会员", type: "3", departIds: ["A01A09A03"] },
  { code: "24", name: "宏远集团", type: "4", departIds: ["A01A09A05"] },
  { code: "25", name: "嘉禾齿科联盟", type: "1", departIds: ["A01A09A04"] },
  { code: "26", name: "康宁互助", type: "2", departIds: ["A01A09A02"] },
];

/** Channel code → name: the prefix of an export's file name (spec §3). */
export const CHANNEL_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  CHANNELS.map((c) => [c.code, c.name]),
);

/** A list's export title with its channel's name in front (`泰和人寿_服务订单`); the title alone without one. */
export function channelExportTitle(title: string, channelCode: string | undefined | null): string {
  const name = channelCode ? CHANNEL_NAMES[channelCode] : undefined;
  return name ? `${name}_${title}` : title;
}
