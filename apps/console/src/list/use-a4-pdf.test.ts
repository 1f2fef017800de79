import { describe, expect, it } from "vitest";
import { pdfRows } from "./use-a4-pdf";

describe("a detail view's PDF lines", () => {
  it("read as the screen does: dictionary texts, rich text as words, no secrets", () => {
    const fields = [
      { name: "username", field: { kind: "text", label: "账号" } },
      { name: "password", field: { kind: "password", label: "密码" } },
      { name: "sex", field: { kind: "dict", label: "性别" } },
      { name: "intro", field: { kind: "richText", label: "简介" } },
      { name: "phone", field: { kind: "text", label: "手机号" } },
    ];
    const record = {
      username: "lisi",
      password: "scrypt$abc",
      sex: 2,
      sex_dictText: "女",
      intro: "<p>擅长<b>正畸</b></p>",
      phone: null,
    };
    expect(pdfRows(fields, record)).toEqual([
      { label: "账号", value: "lisi" },
      { label: "性别", value: "女" },
      { label: "简介", value: "擅长正畸" },
      { label: "手机号", value: "" },
    ]);
  });
});
