/*
 * What a form and the server say about a field's value: the same words as the server's strict body readers
 * (`字段x必须是文本` names the wire field, as a caller of the API sees it; `x不能为空` names its label).
 */
export const resourceMessages = {
  required: (label: string) => `${label}不能为空`,
  notText: (name: string) => `字段${name}必须是文本`,
  tooLong: (name: string, max: number) => `字段${name}不能超过${max}个字符`,
  notInteger: (name: string) => `字段${name}必须是整数`,
  notNumber: (name: string) => `字段${name}必须是数字`,
  notMoney: (name: string) => `字段${name}最多两位小数`,
  outOfRange: (name: string, value: string | number) => `字段${name}的值不正确：${value}`,
  notDate: (name: string) => `字段${name}必须是日期(yyyy-MM-dd)`,
  notDateTime: (name: string) => `字段${name}必须是时间(yyyy-MM-dd HH:mm:ss)`,
  notArea: (name: string) => `字段${name}必须是6位行政区划代码`,
} as const;
