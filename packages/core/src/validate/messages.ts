/** Locales the validation messages come in; zh-CN is the product's language and the default. */
export type ValidateLocale = "zh-CN" | "en-US";

export const DEFAULT_VALIDATE_LOCALE: ValidateLocale = "zh-CN";

/**
 * Every message a validation rule can give. zh-CN texts are those of spec/ui-text-zh.md; `{name}` marks a
 * parameter. Cell messages keep JeecgBoot's `${title}` placeholders, which the table fills from the column.
 */
const zhCN = {
  mobileRequired: "请输入手机号",
  mobileInvalid: "请输入正确手机号",
  usernameRequired: "请输入用户名",
  usernameCharacters: "只允许字母、数字、下划线",
  usernameLength: "长度6到18个字符",
  emailInvalid: "邮箱格式不正确",
  naturalNumber: "请输入自然数",
  englishLetters: "请输入英文字符",
  landline: "请输入正确的座机号",
  bankCard: "请输入正确的银行卡号码",
  idNumber: "请输入正确的证件号码",
  idCard: "请输入正确的身份证号码",
  qq: "请输入正确的QQ号码",
  httpUrl: "请输入以http和https开头的网址",
  alphanumericUpTo20: "请输入20位以内的英文字符和数字",
  lettersAndSpaces2To100: "请输入2到100位的中英文字符和空格",
  digitsAndLineBreaks: "请输入数字和换行符",
  upTo255Characters: "请输入255位以内的字符",
  // The original product left these three empty; ui-text-zh.md names none, so Kanya supplies them.
  required: "此项为必填项",
  selectRequired: "请选择此项",
  checkboxRequired: "请至少选择一项",
  minLength: "最小长度{n}位字符",
  maxLength: "最大长度{n}位字符",
  minSelected: "最少选择{n}项",
  maxSelected: "最多选择{n}项",
  cellRequired: "${title}不能为空",
  cellUnique: "${title}不能重复",
  cellPattern: "${title}格式不正确",
  cellInvalidPattern: "${title}的校验规则无效：{pattern}",
  cellHandlerFailed: "${title}校验失败",
} as const;

export type ValidateMessageKey = keyof typeof zhCN;

const enUS: Record<ValidateMessageKey, string> = {
  mobileRequired: "Please enter the mobile number",
  mobileInvalid: "Please enter a correct mobile number",
  usernameRequired: "Please enter the username",
  usernameCharacters: "Only letters, digits and underscores are allowed",
  usernameLength: "Length 6 to 18 characters",
  emailInvalid: "The email address is not valid",
  naturalNumber: "Please enter a natural number",
  englishLetters: "Please enter English letters",
  landline: "Please enter a correct landline number",
  bankCard: "Please enter a correct bank card number",
  idNumber: "Please enter a correct ID number",
  idCard: "Please enter a correct ID card number",
  qq: "Please enter a correct QQ number",
  httpUrl: "Please enter a web address starting with http or https",
  alphanumericUpTo20: "Please enter up to 20 letters or digits",
  lettersAndSpaces2To100: "Please enter 2 to 100 Chinese or English letters or spaces",
  digitsAndLineBreaks: "Please enter digits and line breaks only",
  upTo255Characters: "Please enter up to 255 characters",
  required: "This field is required",
  selectRequired: "Please make a choice",
  checkboxRequired: "Please select at least one item",
  minLength: "Minimum length {n} characters",
  maxLength: "Maximum length {n} characters",
  minSelected: "Select at least {n} items",
  maxSelected: "Select at most {n} items",
  cellRequired: "${title} is required",
  cellUnique: "${title} must be unique",
  cellPattern: "${title} is not in the right format",
  cellInvalidPattern: "The validation rule of ${title} is invalid: {pattern}",
  cellHandlerFailed: "${title} could not be validated",
};

const CATALOG: Record<ValidateLocale, Record<ValidateMessageKey, string>> = { "zh-CN": zhCN, "en-US": enUS };

export type ValidateMessageParams = Readonly<Record<string, string | number>>;

export function isValidateLocale(value: unknown): value is ValidateLocale {
  return value === "zh-CN" || value === "en-US";
}

/** The text of a message in a locale, with `{name}` parameters filled in; unknown names and `${…}` cell placeholders are left as written. */
export function validateMessage(
  key: ValidateMessageKey,
  params: ValidateMessageParams = {},
  locale: ValidateLocale = DEFAULT_VALIDATE_LOCALE,
): string {
  return CATALOG[locale][key].replace(/(?<!\$)\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
