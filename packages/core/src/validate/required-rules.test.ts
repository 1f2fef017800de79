import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { checkboxGroup, requiredSelect, requiredText } from "./index.js";

describe("requiredText (spec §5: generic required with optional min and max length)", () => {
  it("refuses empty, then checks 最小长度N位字符 and 最大长度N位字符", () => {
    const rule = requiredText({ min: 2, max: 4 });
    expect(rule.validate("")).toBe("此项为必填项");
    expect(rule.validate(null)).toBe("此项为必填项");
    expect(rule.validate("a")).toBe("最小长度2位字符");
    expect(rule.validate("abcde")).toBe("最大长度4位字符");
    expect(rule.validate("ab")).toBeUndefined();
    expect(rule.validate("张三李四")).toBeUndefined();
    expect(rule.validate("a", "en-US")).toBe("Minimum length 2 characters");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(requiredText({ max: 2 }).validate("😀😀")).toBeUndefined();
  });

  it("without bounds is a plain required rule; whitespace is content, as in the original", () => {
    expect(requiredText().validate(" ")).toBeUndefined();
    expect(requiredText().validate("x")).toBeUndefined();
  });
});

describe("requiredSelect", () => {
  it("refuses no choice; 0 and false are choices", () => {
    const rule = requiredSelect();
    for (const none of [undefined, null, "", {}, []]) expect(rule.validate(none)).toBe("请选择此项");
    for (const choice of ["1", 0, false]) expect(rule.validate(choice)).toBeUndefined();
    expect(v.parse(rule.schema(), 0)).toBe(0);
  });
});

describe("checkboxGroup (spec §5: multi-checkbox with min and max)", () => {
  it("requires a tick, then 最少选择N项 and 最多选择N项", () => {
    const rule = checkboxGroup({ min: 2, max: 3 });
    expect(rule.validate([])).toBe("请至少选择一项");
    expect(rule.validate(undefined)).toBe("请至少选择一项");
    expect(rule.validate(["a"])).toBe("最少选择2项");
    expect(rule.validate(["a", "b", "c", "d"])).toBe("最多选择3项");
    expect(rule.validate(["a", 2])).toBeUndefined();
    expect(rule.validate("a,b")).toBe("请至少选择一项");
    expect(rule.validate(["a", {}])).toBe("请至少选择一项");
    expect(rule.validate(["a"], "en-US")).toBe("Select at least 2 items");
  });

  it("gives the ticked values as a fresh array through the schema", () => {
    const ticked = ["a", "b"] as const;
    const parsed = v.parse(checkboxGroup().schema(), ticked);
    expect(parsed).toEqual(["a", "b"]);
    expect(parsed).not.toBe(ticked);
  });
});
