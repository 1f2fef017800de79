import * as v from "valibot";
import type { Translate } from "../../locale";

/** The change-password form (spec §5): each field required, the confirmation equal to the new password. */
export function changePasswordSchema(t: Translate) {
  return v.pipe(
    v.object({
      oldpassword: v.pipe(v.string(), v.nonEmpty(t("password.oldRequired"))),
      password: v.pipe(v.string(), v.nonEmpty(t("password.newRequired"))),
      confirmpassword: v.pipe(v.string(), v.nonEmpty(t("password.confirmRequired"))),
    }),
    v.forward(
      v.partialCheck(
        [["password"], ["confirmpassword"]],
        (input) => input.password === input.confirmpassword,
        t("password.mismatch"),
      ),
      ["confirmpassword"],
    ),
  );
}
