export type DictLocale = "zh-CN" | "en-US";

const MESSAGES = {
  "zh-CN": {
    empty: "字典Code不能为空!",
    malformed: "字典Code格式不正确，应为“表名,文本字段,编码字段[,条件]”",
    identifier: "字典Code中的名称不合法：{name}",
  },
  "en-US": {
    empty: "The dictionary code cannot be empty!",
    malformed: "Malformed dictionary code; expected “table,textField,codeField[,where]”",
    identifier: "Invalid name in the dictionary code: {name}",
  },
} as const satisfies Record<DictLocale, Record<string, string>>;

export type DictMessageKey = keyof (typeof MESSAGES)["zh-CN"];

export function dictMessage(key: DictMessageKey, locale: DictLocale = "zh-CN", name = ""): string {
  return MESSAGES[locale][key].replace("{name}", name);
}
