import { describe, expect, it } from "vitest";
import {
  type CellColumn,
  type CellRow,
  cellValidator,
  fillCellMessage,
  resolveCellPattern,
  validateCell,
  validateCellNow,
  validateTable,
} from "./index.js";

describe("resolveCellPattern (spec §5 'Preset cell patterns')", () => {
  const test = (pattern: string, text: string) => {
    const resolved = resolveCellPattern(pattern);
    if (!resolved.ok || resolved.kind !== "test") throw new Error(`${pattern} is not a test pattern`);
    return resolved.test(text);
  };

  it.each([
    ["n6-16", ["123456", "1".repeat(16)], ["12345", "1".repeat(17), "12345a"]],
    ["*6-16", ["abc def", "张三李四王五", "😀😀😀😀😀😀"], ["abcde", "a".repeat(17)]],
    ["s6-18", ["abcdef", "ABCdefGHI"], ["abcde", "abc|def", "abcde1"]],
    ["url", ["https://example.com/a"], ["example.com", "ftp://example.com"]],
    ["e", ["li.lei@example.com"], ["li.lei@", "li lei@example.com"]],
    ["m", ["13800138000", "16612345678", "19912345678"], ["12012345678", "1380013800", "138001380000"]],
    ["p", ["100000", "518000"], ["010000", "51800", "5180001"]],
    ["s", ["a", "Zz"], ["a1", "a b", ""]],
    ["n", ["3", "-3", "+3.25", "0.5"], ["1.", ".5", "1e3", "--1", "a"]],
    ["z", ["0", "-12", "+7"], ["1.0", "1e3", ""]],
    ["money", ["0", "12", "0.5", "12.34"], ["012", "1.234", "-1", "1.", ".5"]],
  ] as const)("preset %s", (pattern, good, bad) => {
    for (const text of good) expect(test(pattern, text), text).toBe(true);
    for (const text of bad) expect(test(pattern, text), text).toBe(false);
  });

  it("* is the required rule and only is the unique rule", () => {
    expect(resolveCellPattern("*")).toEqual({ ok: true, kind: "required" });
    expect(resolveCellPattern("only")).toEqual({ ok: true, kind: "unique" });
  });

  it("any other pattern is a regular expression, unanchored as JeecgBoot's new RegExp(pattern)", () => {
    expect(test("^A\\d+$", "A12")).toBe(true);
    expect(test("\\d", "abc1")).toBe(true);
    expect(test("^\\d+$", "12a")).toBe(false);
  });

  it("an invalid expression is an error result, not an exception", () => {
    const resolved = resolveCellPattern("([a-z");
    expect(resolved.ok).toBe(false);
    if (!resolved.ok) expect(resolved.error).toMatch(/regular expression/i);
  });

  it("a global RegExp does not keep state between values", () => {
    const resolved = resolveCellPattern(/a/g);
    if (!resolved.ok || resolved.kind !== "test") throw new Error("expected a test");
    expect([resolved.test("a"), resolved.test("a"), resolved.test("a")]).toEqual([true, true, true]);
  });
});

describe("fillCellMessage", () => {
  it("replaces ${title}, ${key} and ${defaultValue} from the column", () => {
    const column = { key: "price", title: "单价", defaultValue: 20 };
    expect(fillCellMessage("${title}(${key})默认${defaultValue}，${other}", column)).toBe(
      "单价(price)默认20，${other}",
    );
    expect(fillCellMessage("${title}不能为空", { key: "price" })).toBe("price不能为空");
  });
});

describe("validateTable (spec §5 'Cell rules')", () => {
  const rows: CellRow[] = [
    { id: "r1", code: "A1", name: "", qty: "3", phone: "13800138000" },
    { id: "r2", code: "A1", name: "甲", qty: "x", phone: "" },
    { id: "r3", code: "B2", name: "乙", qty: "", phone: "1" },
  ];
  const columns: CellColumn[] = [
    {
      key: "code",
      title: "编码",
      validateRules: [{ required: true }, { pattern: "only", message: "${title}重复了" }],
    },
    { key: "name", title: "名称", validateRules: [{ pattern: "*" }] },
    { key: "qty", title: "数量", validateRules: [{ pattern: "z" }] },
    { key: "phone", title: "手机", validateRules: [{ pattern: "m", message: "请输入正确的${title}" }] },
  ];

  it("counts and lists each failing cell with its first failing rule, row by row", async () => {
    const result = await validateTable(rows, columns);
    expect(result).toEqual({
      errorCount: 5,
      errors: [
        { rowId: "r1", key: "code", message: "编码重复了" },
        { rowId: "r1", key: "name", message: "名称不能为空" },
        { rowId: "r2", key: "code", message: "编码重复了" },
        { rowId: "r2", key: "qty", message: "数量格式不正确" },
        { rowId: "r3", key: "phone", message: "请输入正确的手机" },
      ],
    });
  });

  it("required fails on null, empty text and an empty list; patterns skip empty cells", async () => {
    const column: CellColumn = { key: "v", title: "值", validateRules: [{ required: true, pattern: "n" }] };
    for (const empty of [undefined, null, "", []]) {
      expect(await validateCell({ id: "1", v: empty }, column, [])).toBe("值不能为空");
    }
    const optional: CellColumn = { key: "v", title: "值", validateRules: [{ pattern: "n" }] };
    expect(await validateCell({ id: "1", v: "" }, optional, [])).toBeUndefined();
    expect(await validateCell({ id: "1", v: 12.5 }, optional, [])).toBeUndefined();
  });

  it("runs custom and asynchronous handlers with value, row and column", async () => {
    const seen: unknown[] = [];
    const column: CellColumn = {
      key: "qty",
      title: "数量",
      validateRules: [
        {
          handler: async (value, row, col) => {
            seen.push([value, row.id, col.key]);
            return Number(value) > 10 ? "${title}不能超过10" : undefined;
          },
        },
      ],
    };
    const result = await validateTable(
      [
        { id: "a", qty: 11 },
        { id: "b", qty: 2 },
      ],
      [column],
    );
    expect(result.errors).toEqual([{ rowId: "a", key: "qty", message: "数量不能超过10" }]);
    expect(seen).toEqual([
      [11, "a", "qty"],
      [2, "b", "qty"],
    ]);
  });

  it("a handler that throws fails its cell, not the validation", async () => {
    const column: CellColumn = {
      key: "v",
      title: "值",
      validateRules: [{ handler: () => Promise.reject(new Error("network down")) }],
    };
    expect(await validateCell({ id: "1", v: "x" }, column, [])).toBe("值校验失败");
  });

  it("an invalid pattern refuses the cell with a clear message", async () => {
    const column: CellColumn = { key: "v", title: "值", validateRules: [{ pattern: "([" }] };
    expect(await validateCell({ id: "1", v: "x" }, column, [])).toBe("值的校验规则无效：([");
    expect(await validateCell({ id: "1", v: "" }, column, [], { locale: "en-US" })).toBe(
      "The validation rule of 值 is invalid: ([",
    );
  });

  it("unique compares values as text and ignores empty cells", async () => {
    const column: CellColumn = { key: "v", title: "值", validateRules: [{ unique: true }] };
    const table: CellRow[] = [
      { id: "1", v: 1 },
      { id: "2", v: "1" },
      { id: "3", v: "" },
      { id: "4", v: "" },
    ];
    const result = await validateTable(table, [column]);
    expect(result.errors.map((error) => error.rowId)).toEqual(["1", "2"]);
  });
});

describe("cellValidator", () => {
  it("gives each cell of a column the answer validateCellNow gives it", () => {
    const column: CellColumn = {
      key: "v",
      title: "值",
      validateRules: [{ required: true }, { unique: true, message: "${title}重复" }, { pattern: "^a" }],
    };
    const table: CellRow[] = [
      { id: "1", v: "ab" },
      { id: "2", v: "ab" },
      { id: "3", v: "" },
      { id: "4", v: "b" },
      { id: "5", v: "ac" },
      // The same row twice (an older copy): not a duplicate of itself.
      { id: "5", v: "ac" },
    ];
    const validate = cellValidator(column, table);
    const answers = table.map((row) => validate(row));
    expect(answers).toEqual(table.map((row) => validateCellNow(row, column, table)));
    expect(answers).toEqual(["值重复", "值重复", "值不能为空", "值格式不正确", undefined, undefined]);
  });

  it("checks a row outside the rows against all of them", () => {
    const column: CellColumn = { key: "v", validateRules: [{ pattern: "only" }] };
    const validate = cellValidator(column, [{ id: "1", v: "x" }]);
    expect(validate({ id: "2", v: "x" })).toBe(
      validateCellNow({ id: "2", v: "x" }, column, [{ id: "1", v: "x" }]),
    );
    expect(validate({ id: "2", v: "x" })).toBeDefined();
    expect(validate({ id: "1", v: "x" })).toBeUndefined();
  });
});

describe("validateCellNow", () => {
  const rows = [
    { id: "1", phone: "12" },
    { id: "2", phone: "13812345678" },
  ];

  it("answers without a promise when the column has no handler, as validateCell would", async () => {
    const column = { key: "phone", title: "手机", validateRules: [{ required: true }, { pattern: "m" }] };
    const failed = validateCellNow(rows[0] as CellRow, column, rows);
    expect(typeof failed).toBe("string");
    expect(failed).toBe(await validateCell(rows[0] as CellRow, column, rows));
    expect(validateCellNow(rows[1] as CellRow, column, rows)).toBeUndefined();
  });

  it("gives a handler's promise, and the rules after the handler still run", async () => {
    const column = {
      key: "phone",
      title: "手机",
      validateRules: [{ handler: () => undefined }, { pattern: "m", message: "${title}格式不对" }],
    };
    const pending = validateCellNow(rows[0] as CellRow, column, rows);
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toBe("手机格式不对");
    expect(await validateCellNow(rows[1] as CellRow, column, rows)).toBeUndefined();
  });
});
