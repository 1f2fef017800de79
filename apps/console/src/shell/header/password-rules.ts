import * as v from "valibot";
import type { Translate } from "../../locale";

/**
 * Spec §5's complexity rule for a new password: a digit, an upper- and a lower-case letter and a special
 * character, 8 to 30 long. Advisory only — the original shows its message and carries on — so the form
 * shows it as a hint and does not block on it.
 */
export function isComplexPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= 30 &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^\da-zA-Z]/.test(password)
  );
}

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
