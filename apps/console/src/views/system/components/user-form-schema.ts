import { resourceSchema } from "@kanya/core/resource";
import { user } from "@kanya/resources";
import * as v from "valibot";

/** The relation CSVs the add/edit body carries beside the user's columns (jeecg-api.md §6). */
const relations = {
  selectedroles: v.optional(v.string()),
  selecteddeparts: v.optional(v.string()),
  relTenantIds: v.optional(v.string()),
};

export interface PasswordTexts {
  passwordRequired: string;
  confirmRequired: string;
  passwordsDiffer: string;
}

/** 登录密码 and 确认密码: both required, and the same (the confirm field carries the message). */
export function passwordPairSchema(texts: PasswordTexts, name = "password") {
  return v.pipe(
    v.object({
      [name]: v.pipe(v.string(), v.nonEmpty(texts.passwordRequired)),
      confirmPassword: v.pipe(v.string(), v.nonEmpty(texts.confirmRequired)),
    }),
    v.forward(
      v.check(
        (input: Record<string, string>) => input[name] === input.confirmPassword,
        texts.passwordsDiffer,
      ),
      ["confirmPassword"],
    ),
  );
}

/**
 * The user form's schema: the `user` resource's (the rules the server shares) plus the relations; adding
 * also asks for the password twice. `confirmPassword` is the form's own and never sent.
 */
export function userFormSchema(mode: "add" | "edit", texts: PasswordTexts): v.GenericSchema {
  const columns: v.GenericSchema = v.intersect([
    (mode === "add" ? resourceSchema(user, "add") : resourceSchema(user, "edit")) as v.GenericSchema<
      unknown,
      Record<string, unknown>
    >,
    v.object(relations),
  ]);
  if (mode === "edit") return columns;
  return v.pipe(
    v.intersect([columns, passwordPairSchema(texts)]) as v.GenericSchema<unknown, Record<string, unknown>>,
    v.transform(({ confirmPassword: _confirm, ...body }: Record<string, unknown>) => body),
  );
}
