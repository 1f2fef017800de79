import { formRules } from "@kanya/core/form-rules";
import * as v from "valibot";
import type { Translate } from "../../../locale";

/** A new password typed twice: both required (spec §5's messages). */
const newPasswordEntries = (t: Translate) => ({
  password: v.pipe(v.string(), v.nonEmpty(t("password.newRequired"))),
  confirmpassword: v.pipe(v.string(), v.nonEmpty(t("password.confirmRequired"))),
});

const samePassword = (input: { password: string; confirmpassword: string }) =>
  input.password === input.confirmpassword;

/** A mobile number (spec §5) and the SMS code sent to it. */
export const phoneWithCode = (t: Translate) => ({
  mobile: formRules.mobile.schema(),
  smscode: v.pipe(v.string(), v.trim(), v.nonEmpty(t("sms.codeRequired"))),
});

/** The new password of a forgotten-password reset; a different confirmation says 两次输入的密码不一样！. */
export function newPasswordSchema(t: Translate) {
  return v.pipe(
    v.object(newPasswordEntries(t)),
    v.forward(v.partialCheck([["password"], ["confirmpassword"]], samePassword, t("password.mismatch")), [
      "confirmpassword",
    ]),
  );
}

/** Registration: username (spec §5), the password twice, the mobile number and its SMS code. */
export function registerSchema(t: Translate) {
  return v.pipe(
    v.object({ username: formRules.username.schema(), ...newPasswordEntries(t), ...phoneWithCode(t) }),
    v.forward(v.partialCheck([["password"], ["confirmpassword"]], samePassword, t("password.mismatch")), [
      "confirmpassword",
    ]),
  );
}
