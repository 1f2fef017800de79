export type QueryLocale = "zh-CN" | "en-US";

export const DEFAULT_QUERY_LOCALE: QueryLocale = "zh-CN";

const zhCN = {
  emptyQuery: "不能查询空条件",
  emptySave: "空条件不能保存",
  saveNameEmpty: "保存名称不能为空",
  saveOverwrite: "{name} 已存在，是否覆盖？",
  saved: "保存成功",
  superQueryEncoding: "高级查询参数编码不正确",
  superQueryJson: "高级查询参数不是合法的JSON",
  superQueryNotArray: "高级查询参数应为条件数组",
  superQueryCondition: "第{index}个高级查询条件不正确：{reason}",
  superQueryDepth: "高级查询条件组最多嵌套{max}层（第{index}个条件）",
  matchTypeInvalid: "匹配方式只能是 and 或 or",
  reasonNotObject: "不是对象",
  reasonField: "字段名无效",
  reasonRule: "查询规则无效",
  reasonValue: "值无效",
  reasonProperty: "属性 {property} 类型不正确",
  reasonGroupMatchType: "条件组的匹配方式只能是 and 或 or",
  reasonGroupChildren: "条件组的 children 应为条件数组",
  reasonDepth: "条件组嵌套过深",
} as const;

export type QueryMessageKey = keyof typeof zhCN;

const enUS: Record<QueryMessageKey, string> = {
  emptyQuery: "Cannot query with empty conditions",
  emptySave: "Empty conditions cannot be saved",
  saveNameEmpty: "The name cannot be empty",
  saveOverwrite: "{name} already exists. Overwrite it?",
  saved: "Saved",
  superQueryEncoding: "The advanced query parameter is not correctly encoded",
  superQueryJson: "The advanced query parameter is not valid JSON",
  superQueryNotArray: "The advanced query parameter must be an array of conditions",
  superQueryCondition: "Advanced query condition {index} is not valid: {reason}",
  superQueryDepth: "Advanced query groups nest at most {max} levels deep (condition {index})",
  matchTypeInvalid: "The match type must be and or or",
  reasonNotObject: "not an object",
  reasonField: "invalid field name",
  reasonRule: "invalid query rule",
  reasonValue: "invalid value",
  reasonProperty: "property {property} has the wrong type",
  reasonGroupMatchType: "a group's match type must be and or or",
  reasonGroupChildren: "a group's children must be an array of conditions",
  reasonDepth: "groups nested too deep",
};

const CATALOG: Record<QueryLocale, Record<QueryMessageKey, string>> = { "zh-CN": zhCN, "en-US": enUS };

/** A query message in a locale, `{name}` parameters filled in. */
export function queryMessage(
  key: QueryMessageKey,
  params: Readonly<Record<string, string | number>> = {},
  locale: QueryLocale = DEFAULT_QUERY_LOCALE,
): string {
  return CATALOG[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
