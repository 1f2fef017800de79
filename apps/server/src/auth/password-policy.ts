/**
 * The spec's password complexity rule (product-spec §5 "Change password", §9 "Password length 8 to 30") lives
 * in @kanya/core/validate, shared with the console; the message is JeecgBoot's, from its password forms.
 */
export { isComplexPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@kanya/core/validate";

export const MSG_PASSWORD_COMPLEXITY = "密码由8位数字、大小写字母和特殊符号组成!";
