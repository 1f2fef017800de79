import type { CronField } from "./cron-field.js";

/** Locales of the cron messages; zh-CN is the product's default. */
export type CronLocale = "zh-CN" | "en-US";

/** Every message the cron concern can show, by code. `params` fill the placeholders. */
export type CronMessageCode =
  | "empty"
  | "fieldCount"
  | "emptyItem"
  | "invalidToken"
  | "valueOutOfRange"
  | "stepOutOfRange"
  | "namedStep"
  | "yearRangeReversed"
  | "questionMarkNotAllowed"
  | "questionMarkNotAlone"
  | "specialNotAllowed"
  | "specialNotAlone"
  | "lastOffsetOutOfRange"
  | "nthOutOfRange"
  | "bothNotSpecified"
  | "neitherNotSpecified"
  | "invalidChoice"
  | "notInteger"
  | "propertyOutOfRange"
  | "listEmpty"
  | "customEmpty";

/** Dialog-state properties a message can name (see `CronState`). */
export type CronStateProperty =
  | "cronEvery"
  | "incrementStart"
  | "incrementIncrement"
  | "rangeStart"
  | "rangeEnd"
  | "specificSpecific"
  | "customExpression"
  | "cronLastSpecificDomDay"
  | "cronDaysBeforeEomMinus"
  | "cronDaysNearestWeekday"
  | "cronNthDayDay"
  | "cronNthDayNth";

export type CronMessageParams = Readonly<Record<string, string | number>>;

interface Catalog {
  fields: Record<CronField, string>;
  properties: Record<CronStateProperty, string>;
  /** Joins the field label and the text. */
  prefix: (field: string, text: string) => string;
  messages: Record<CronMessageCode, (p: CronMessageParams) => string>;
}

const zhCN: Catalog = {
  fields: {
    expression: "表达式",
    second: "秒",
    minute: "分",
    hour: "时",
    day: "日",
    month: "月",
    week: "周",
    year: "年",
  },
  properties: {
    cronEvery: "选项",
    incrementStart: "开始值",
    incrementIncrement: "间隔",
    rangeStart: "周期开始",
    rangeEnd: "周期结束",
    specificSpecific: "具体值",
    customExpression: "自定义表达式",
    cronLastSpecificDomDay: "最后一个星期几",
    cronDaysBeforeEomMinus: "月末前天数",
    cronDaysNearestWeekday: "最近工作日的日期",
    cronNthDayDay: "星期几",
    cronNthDayNth: "第几个",
  },
  prefix: (field, text) => `${field}：${text}`,
  messages: {
    empty: () => "不能为空",
    fieldCount: (p) => `需要 6 或 7 个字段（秒 分 时 日 月 周 [年]），实际为 ${p.count} 个`,
    emptyItem: () => "列表中有空项",
    invalidToken: (p) => `无法识别“${p.token}”`,
    valueOutOfRange: (p) => `值 ${p.value} 超出范围 ${p.min}–${p.max}`,
    stepOutOfRange: (p) => `间隔 ${p.step} 超出范围 ${p.min}–${p.max}`,
    namedStep: (p) => `“${p.token}”：带间隔时请用数字，不要用名称`,
    yearRangeReversed: (p) => `年份范围 ${p.start}-${p.end} 的开始不能大于结束`,
    questionMarkNotAllowed: () => "“?”只能用于日或周",
    questionMarkNotAlone: () => "“?”必须单独使用",
    specialNotAllowed: (p) => `“${p.token}”：L、W、# 不能用在这里`,
    specialNotAlone: (p) => `“${p.token}”必须单独使用，不能与其他值组成列表`,
    lastOffsetOutOfRange: (p) => `月末前的天数 ${p.offset} 超出范围 0–${p.max}`,
    nthOutOfRange: (p) => `第几个 ${p.nth} 超出范围 1–5`,
    bothNotSpecified: () => "日和周不能同时为“?”（不指定）",
    neitherNotSpecified: () => "日和周必须有且只有一个为“?”（不指定）",
    invalidChoice: (p) => `未知的选项“${p.choice}”`,
    notInteger: (p) => `${p.property}必须是整数`,
    propertyOutOfRange: (p) => `${p.property} ${p.value} 超出范围 ${p.min}–${p.max}`,
    listEmpty: () => "请至少选择一个具体值",
    customEmpty: () => "自定义表达式不能为空",
  },
};

const enUS: Catalog = {
  fields: {
    expression: "Expression",
    second: "Second",
    minute: "Minute",
    hour: "Hour",
    day: "Day of month",
    month: "Month",
    week: "Day of week",
    year: "Year",
  },
  properties: {
    cronEvery: "choice",
    incrementStart: "start",
    incrementIncrement: "step",
    rangeStart: "range start",
    rangeEnd: "range end",
    specificSpecific: "specific values",
    customExpression: "custom expression",
    cronLastSpecificDomDay: "weekday of the last-weekday rule",
    cronDaysBeforeEomMinus: "days before the end of the month",
    cronDaysNearestWeekday: "day for the nearest weekday",
    cronNthDayDay: "weekday",
    cronNthDayNth: "occurrence",
  },
  prefix: (field, text) => `${field}: ${text}`,
  messages: {
    empty: () => "must not be empty",
    fieldCount: (p) => `needs 6 or 7 fields (second minute hour day month weekday [year]), got ${p.count}`,
    emptyItem: () => "the list has an empty item",
    invalidToken: (p) => `cannot read '${p.token}'`,
    valueOutOfRange: (p) => `value ${p.value} is outside ${p.min}–${p.max}`,
    stepOutOfRange: (p) => `step ${p.step} is outside ${p.min}–${p.max}`,
    namedStep: (p) => `'${p.token}': use numbers, not names, with a step`,
    yearRangeReversed: (p) => `the year range ${p.start}-${p.end} starts after it ends`,
    questionMarkNotAllowed: () => "'?' is only allowed in the day-of-month and day-of-week fields",
    questionMarkNotAlone: () => "'?' must stand alone",
    specialNotAllowed: (p) => `'${p.token}': L, W and # are not allowed here`,
    specialNotAlone: (p) => `'${p.token}' must stand alone, not in a list`,
    lastOffsetOutOfRange: (p) => `the offset from the last day ${p.offset} is outside 0–${p.max}`,
    nthOutOfRange: (p) => `the occurrence ${p.nth} is outside 1–5`,
    bothNotSpecified: () => "day of month and day of week cannot both be '?'",
    neitherNotSpecified: () => "exactly one of day of month and day of week must be '?'",
    invalidChoice: (p) => `unknown choice '${p.choice}'`,
    notInteger: (p) => `the ${p.property} must be a whole number`,
    propertyOutOfRange: (p) => `the ${p.property} ${p.value} is outside ${p.min}–${p.max}`,
    listEmpty: () => "choose at least one specific value",
    customEmpty: () => "the custom expression is empty",
  },
};

const CATALOGS: Record<CronLocale, Catalog> = { "zh-CN": zhCN, "en-US": enUS };

/** The catalog of a locale; zh-CN for one it does not know. */
function catalogFor(locale: CronLocale): Catalog {
  return CATALOGS[locale] ?? CATALOGS["zh-CN"];
}

/** The label of a field or unit in a locale (e.g. 秒 / Second). */
export function cronFieldLabel(field: CronField, locale: CronLocale = "zh-CN"): string {
  return catalogFor(locale).fields[field];
}

/** The label of a dialog-state property in a locale. */
export function cronPropertyLabel(property: CronStateProperty, locale: CronLocale = "zh-CN"): string {
  return catalogFor(locale).properties[property];
}

/**
 * The full message for a code: the field's label, then the text. A `property` param names a state property
 * and is shown by its label.
 */
export function cronMessage(
  code: CronMessageCode,
  field: CronField,
  params: CronMessageParams = {},
  locale: CronLocale = "zh-CN",
): string {
  const catalog = catalogFor(locale);
  const property = params.property;
  const shown =
    typeof property === "string" && property in catalog.properties
      ? { ...params, property: catalog.properties[property as CronStateProperty] }
      : params;
  return catalog.prefix(catalog.fields[field], catalog.messages[code](shown));
}
