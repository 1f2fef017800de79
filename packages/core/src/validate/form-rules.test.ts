import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type FormRule, formRules } from "./index.js";

/** The message the valibot face gives, or undefined when it passes. */
function schemaMessage(rule: FormRule<string, string>, value: unknown, lang?: string): string | undefined {
  const result = v.safeParse(rule.schema(), value, lang === undefined ? undefined : { lang });
  return result.success ? undefined : result.issues[0]?.message;
}

describe("formRules (spec §5 'Shared form rules', messages from ui-text-zh.md)", () => {
  it("mobile: required 请输入手机号; 1, then 3/4/5/7/8, then 9 digits, else 请输入正确手机号", () => {
    expect(formRules.mobile.validate("")).toBe("请输入手机号");
    expect(formRules.mobile.validate(undefined)).toBe("请输入手机号");
    for (const ok of ["13800138000", "14712345678", "15912345678", "17012345678", "18612345678"]) {
      expect(formRules.mobile.validate(ok)).toBeUndefined();
    }
    // The form rule is the original's: 16x and 19x are refused here although the cell preset `m` takes them.
    for (const bad of [
      "16612345678",
      "19912345678",
      "12012345678",
      "1381234567",
      "138123456789",
      "23800138000",
    ]) {
      expect(formRules.mobile.validate(bad)).toBe("请输入正确手机号");
    }
  });

  it("username: required; letters, digits, underscore; accepts 4 to 18 while the message says 6 to 18", () => {
    expect(formRules.username.validate("")).toBe("请输入用户名");
    expect(formRules.username.validate("张三")).toBe("只允许字母、数字、下划线");
    expect(formRules.username.validate("ab-cd")).toBe("只允许字母、数字、下划线");
    // Reading one, the rule: 4 and 18 characters pass.
    expect(formRules.username.validate("abcd")).toBeUndefined();
    expect(formRules.username.validate("a".repeat(18))).toBeUndefined();
    expect(formRules.username.validate("user_01")).toBeUndefined();
    // Reading two, the message: what fails is told "长度6到18个字符".
    expect(formRules.username.validate("abc")).toBe("长度6到18个字符");
    expect(formRules.username.validate("a".repeat(19))).toBe("长度6到18个字符");
  });

  it("email: optional, must be valid", () => {
    expect(formRules.email.validate("")).toBeUndefined();
    expect(formRules.email.validate(null)).toBeUndefined();
    expect(formRules.email.validate("li.lei@example.com")).toBeUndefined();
    expect(formRules.email.validate("li.lei@example")).toBe("邮箱格式不正确");
    expect(formRules.email.validate("li lei@example.com")).toBe("邮箱格式不正确");
  });

  it.each([
    ["naturalNumber", ["0", "7", "007", "123456"], ["-1", "1.5", "+1", "a"], "请输入自然数"],
    ["englishLetters", ["a", "Abc"], ["1abc", "_abc", "ab c", "é"], "请输入英文字符"],
    [
      "landline",
      ["010-12345678", "0755-1234567"],
      ["010-123456", "01-12345678", "010-123456789", "x010-1234567"],
      "请输入正确的座机号",
    ],
    [
      "bankCard",
      ["6222021234567890", "1234567890", "1".repeat(20)],
      ["0123456789", "123456789", "1".repeat(21)],
      "请输入正确的银行卡号码",
    ],
    ["idNumber", ["E12345678", "a".repeat(50)], ["a".repeat(51), "E1234-5678"], "请输入正确的证件号码"],
    [
      "idCard",
      ["110105194912310", "11010519491231002X", "11010519491231002x"],
      ["1101051949123100", "11010519491231002Y"],
      "请输入正确的身份证号码",
    ],
    ["qq", ["10000", "123456789012"], ["01234", "1234", "1234567890123"], "请输入正确的QQ号码"],
    [
      "httpUrl",
      ["http://example.com", "https://www.example.com/a?b=1#c"],
      ["ftp://example.com", "www.example.com"],
      "请输入以http和https开头的网址",
    ],
    ["alphanumericUpTo20", ["a1", "a".repeat(20)], ["a".repeat(21), "a_1"], "请输入20位以内的英文字符和数字"],
    [
      "lettersAndSpaces2To100",
      ["张三", "Li Lei", "王 小明", "𠮷野"],
      ["张", "张三1", "a*b", "a\tb", "a".repeat(101)],
      "请输入2到100位的中英文字符和空格",
    ],
    ["digitsAndLineBreaks", ["1\n2", "12\r\n34"], ["1 2", "1*2", "a"], "请输入数字和换行符"],
    [
      "upTo255Characters",
      ["a".repeat(255), "😀".repeat(255), "a\nb"],
      ["a".repeat(256)],
      "请输入255位以内的字符",
    ],
  ] as const)("%s", (name, good, bad, message) => {
    const rule = formRules[name];
    expect(rule.validate("")).toBeUndefined();
    for (const value of good) expect(rule.validate(value), value).toBeUndefined();
    for (const value of bad) expect(rule.validate(value), value).toBe(message);
  });

  it("each plain face is a standalone function, usable anywhere", () => {
    const { validate } = formRules.qq;
    expect(["12345", "1"].map((value) => validate(value))).toEqual([undefined, "请输入正确的QQ号码"]);
  });

  it("gives the en-US catalogue on request", () => {
    expect(formRules.mobile.validate("", "en-US")).toBe("Please enter the mobile number");
    expect(formRules.qq.validate("1", "en-US")).toBe("Please enter a correct QQ number");
  });

  it("refuses values that are not text with the rule's message", () => {
    expect(formRules.qq.validate(12345)).toBe("请输入正确的QQ号码");
    expect(formRules.email.validate({})).toBe("邮箱格式不正确");
    expect(formRules.mobile.check(13800138000)).toEqual({ key: "mobileInvalid" });
  });
});

describe("the valibot face derives from the same definition", () => {
  it("agrees with the plain face on any value", () => {
    const rules = Object.values(formRules);
    const anyValue = fc.oneof(
      fc.string(),
      fc.stringMatching(/^1[0-9]{10}$/),
      fc.constantFrom("", null, undefined, 0, "http://a.com", "a@b.cn"),
    );
    fc.assert(
      fc.property(fc.constantFrom(...rules), anyValue, (rule, value) => {
        expect(schemaMessage(rule, value)).toBe(rule.validate(value));
      }),
      { numRuns: 300 },
    );
  });

  it("normalises empty to '' and keeps text as typed", () => {
    expect(v.parse(formRules.email.schema(), undefined)).toBe("");
    expect(v.parse(formRules.email.schema(), null)).toBe("");
    expect(v.parse(formRules.mobile.schema(), "13800138000")).toBe("13800138000");
  });

  it("follows the parse config's lang, or an explicit locale", () => {
    expect(schemaMessage(formRules.mobile, "", "en-US")).toBe("Please enter the mobile number");
    expect(schemaMessage(formRules.mobile, "", "fr")).toBe("请输入手机号");
    const english = v.safeParse(formRules.mobile.schema("en-US"), "1");
    expect(english.success ? undefined : english.issues[0]?.message).toBe(
      "Please enter a correct mobile number",
    );
  });

  it("works inside an object schema, as a form resolver and a request handler use it", () => {
    const signUp = v.object({
      username: formRules.username.schema(),
      phone: formRules.mobile.schema(),
      email: formRules.email.schema(),
    });
    const result = v.safeParse(signUp, { username: "abc" });
    expect(result.success).toBe(false);
    if (!result.success) {
      // A key left out is checked like an empty value: the required phone is reported.
      expect(v.flatten(result.issues).nested).toEqual({
        username: ["长度6到18个字符"],
        phone: ["请输入手机号"],
      });
    }
    expect(v.parse(signUp, { username: "li_lei", phone: "13800138000" })).toEqual({
      username: "li_lei",
      phone: "13800138000",
      email: "",
    });
  });

  it("offers the rule as an action for a custom pipe", () => {
    const trimmedPhone = v.pipe(v.string(), v.trim(), formRules.mobile.action());
    expect(v.parse(trimmedPhone, " 13800138000 ")).toBe("13800138000");
    expect(v.safeParse(trimmedPhone, " 12 ").success).toBe(false);
  });
});
