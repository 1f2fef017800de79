import { type DictModel, toDictModel } from "../../wire/dict-model";

/**
 * JeecgBoot's enum dictionaries (`@EnumDict` classes), which `queryAllDictItems` adds to the stored ones:
 * message channels, message links by business type, and the date ranges of the message centre.
 */
const ENUM_DICTS: Readonly<Record<string, readonly (readonly [value: string, text: string])[]>> = {
  messageType: [
    ["system", "系统消息"],
    ["email", "邮件消息"],
    ["dingtalk", "钉钉消息"],
    ["wechat_enterprise", "企业微信"],
  ],
  // Business type → the page a message of that type opens.
  messageHref: [
    ["bpm", "/task/myHandleTaskInfo"],
    ["bpm_cc", "/task/myHandleTaskInfo"],
    ["bpm_task", "/task/myHandleTaskInfo"],
    ["email", "/eoa/email"],
  ],
  rangeDate: [
    ["jt", "今天"],
    ["zt", "昨天"],
    ["qt", "前天"],
    ["bz", "本周"],
    ["sz", "上周"],
    ["by", "本月"],
    ["sy", "上月"],
    ["zdy", "自定义日期"],
  ],
};

export function enumDictItems(): Record<string, DictModel[]> {
  return Object.fromEntries(
    Object.entries(ENUM_DICTS).map(([code, items]) => [
      code,
      items.map(([value, text]) => toDictModel(value, text, null)),
    ]),
  );
}
