import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DictSource, formatDictCode, parseDictCode } from "./index.js";

describe("dictionary string (spec §3 'Dictionary string format', §5 'where' clause)", () => {
  it("a string without commas is a dictionary code", () => {
    expect(parseDictCode("sex")).toEqual({ ok: true, source: { kind: "code", code: "sex" } });
    expect(parseDictCode(" user_status ")).toEqual({
      ok: true,
      source: { kind: "code", code: "user_status" },
    });
  });

  it("table,textField,codeField is a table dictionary", () => {
    expect(parseDictCode("sys_user,realname,username")).toEqual({
      ok: true,
      source: { kind: "table", table: "sys_user", textField: "realname", codeField: "username" },
    });
    expect(parseDictCode("sys_user, realname , username,")).toEqual({
      ok: true,
      source: { kind: "table", table: "sys_user", textField: "realname", codeField: "username" },
    });
  });

  it("a fourth part is the where clause, commas and all", () => {
    expect(parseDictCode("sys_depart,depart_name,id,org_type in ('1','2')")).toEqual({
      ok: true,
      source: {
        kind: "table",
        table: "sys_depart",
        textField: "depart_name",
        codeField: "id",
        where: "org_type in ('1','2')",
      },
    });
  });

  it.each([
    ["", "empty", "字典Code不能为空!"],
    ["   ", "empty", "字典Code不能为空!"],
    ["sys_user,realname", "malformed", "字典Code格式不正确，应为“表名,文本字段,编码字段[,条件]”"],
    ["sys_user,,username", "malformed", "字典Code格式不正确，应为“表名,文本字段,编码字段[,条件]”"],
    [",realname,username", "malformed", "字典Code格式不正确，应为“表名,文本字段,编码字段[,条件]”"],
    ["sys_user;drop,realname,username", "identifier", "字典Code中的名称不合法：sys_user;drop"],
    ["sys_user,real name,username", "identifier", "字典Code中的名称不合法：real name"],
  ] as const)("refuses %j (%s)", (raw, code, message) => {
    expect(parseDictCode(raw)).toEqual({ ok: false, error: { code, message } });
  });

  it("keeps the where clause as written, commas and spaces inside it included", () => {
    expect(parseDictCode(" sys_user , realname , username , name = 'a, b' and x in (1, 2) ")).toEqual({
      ok: true,
      source: {
        kind: "table",
        table: "sys_user",
        textField: "realname",
        codeField: "username",
        where: "name = 'a, b' and x in (1, 2)",
      },
    });
  });

  it("speaks en-US on request", () => {
    expect(parseDictCode("", "en-US")).toMatchObject({
      error: { message: "The dictionary code cannot be empty!" },
    });
  });

  it("formats back: parseDictCode(formatDictCode(s)) gives s", () => {
    const identifier = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,10}$/);
    const source: fc.Arbitrary<DictSource> = fc.oneof(
      fc.stringMatching(/^[a-z_]{1,12}$/).map((code) => ({ kind: "code" as const, code })),
      fc.record(
        {
          kind: fc.constant("table" as const),
          table: identifier,
          textField: identifier,
          codeField: identifier,
          where: fc.string({ minLength: 1 }).filter((where) => where.trim() === where && where !== ""),
        },
        { requiredKeys: ["kind", "table", "textField", "codeField"] },
      ),
    );
    fc.assert(
      fc.property(source, (value) => {
        expect(parseDictCode(formatDictCode(value))).toEqual({ ok: true, source: value });
      }),
      { numRuns: 300 },
    );
  });
});
