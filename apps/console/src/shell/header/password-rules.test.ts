import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../../locale";
import { changePasswordSchema } from "./password-rules";

const schema = changePasswordSchema(translatorFor("zh-CN"));
const messages = (input: Record<string, string>) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe("change password rules (spec §5)", () => {
  it("asks for each field with the spec's messages", () => {
    expect(messages({ oldpassword: "", password: "", confirmpassword: "" })).toEqual([
      "请输入旧密码!",
      "请输入新密码!",
      "请确认新密码!",
    ]);
  });

  it("refuses a confirmation that differs", () => {
    expect(messages({ oldpassword: "a", password: "Abc#1234", confirmpassword: "Abc#12345" })).toEqual([
      "两次输入的密码不一样！",
    ]);
  });

  it("does not block on a simple new password (the complexity rule is advisory)", () => {
    expect(messages({ oldpassword: "a", password: "123456", confirmpassword: "123456" })).toEqual([]);
  });
});
