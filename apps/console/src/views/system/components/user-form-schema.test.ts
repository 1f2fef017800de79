import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { passwordPairSchema, userFormSchema } from "./user-form-schema";

const texts = {
  passwordRequired: "请输入登录密码!",
  confirmRequired: "请重新输入登录密码!",
  passwordsDiffer: "两次输入的密码不一样！",
};

const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? "", issue.message]));
};

describe("the user form's schema", () => {
  it("sends a new user's columns, password and relations, without the confirmation", () => {
    const result = v.safeParse(userFormSchema("add", texts), {
      username: "e2e_user1",
      realname: " 端到端 ",
      password: "123456",
      confirmPassword: "123456",
      sex: "1",
      birthday: "",
      selectedroles: "r1,r2",
      selecteddeparts: "d1",
      relTenantIds: "",
    });
    expect(result.success && result.output).toEqual({
      username: "e2e_user1",
      realname: "端到端",
      password: "123456",
      sex: "1",
      birthday: null,
      selectedroles: "r1,r2",
      selecteddeparts: "d1",
      relTenantIds: "",
    });
  });

  it("asks for the password twice, the same both times, under the confirm field", () => {
    const add = userFormSchema("add", texts);
    expect(
      messagesOf(add, { username: "e2e_user1", realname: "x", password: "", confirmPassword: "" }),
    ).toEqual({
      password: texts.passwordRequired,
      confirmPassword: texts.confirmRequired,
    });
    expect(
      messagesOf(add, {
        username: "e2e_user1",
        realname: "x",
        password: "123456",
        confirmPassword: "654321",
      }),
    ).toEqual({ confirmPassword: texts.passwordsDiffer });
  });

  it("checks the account and phone by the shared rules, and edits without a password", () => {
    const edit = userFormSchema("edit", texts);
    expect(messagesOf(edit, { id: "u1", username: "a b", phone: "123" })).toEqual({
      username: "只允许字母、数字、下划线",
      phone: "请输入正确手机号",
    });
    expect(v.safeParse(edit, { id: "u1", realname: "新名字", selectedroles: "" }).success).toBe(true);
  });

  it("keeps the pair rule on its own for the password dialog", () => {
    expect(messagesOf(passwordPairSchema(texts), { password: "Aa@12345", confirmPassword: "x" })).toEqual({
      confirmPassword: texts.passwordsDiffer,
    });
  });
});
