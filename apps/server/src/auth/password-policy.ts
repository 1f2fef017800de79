/**
 * The spec's password complexity rule (product-spec §5 "Change password", §9 "Password length 8 to 30"):
 * a digit, an upper-case letter, a lower-case letter and a special character, 8 to 30 characters.
 * @kanya/core has no password rule yet, so it lives here; the message is JeecgBoot's, from its password forms.
 */
export const MSG_PASSWORD_COMPLEXITY = "密码由8位数字、大小写字母和特殊符号组成!";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

/** ASCII punctuation and symbols (JeecgBoot's set `~!@#$%^&*()_+`-={}:";'<>?,./` and the rest of it). */
const SPECIAL = /[!-/:-@[-`{-~]/;

/** Whether the password satisfies the complexity rule. */
export function isComplexPassword(password: string): boolean {
  const length = [...password].length;
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /\d/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    SPECIAL.test(password)
  );
}
