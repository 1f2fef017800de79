import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { insertTagSeparators, splitTags, tagInputChange } from "./index.js";

describe("tag cell (spec §4: 'a changed value is re-inserted with a semicolon after every 2 characters')", () => {
  it("re-inserts ; after every 2 characters, never at the end", () => {
    expect(insertTagSeparators("abcdef")).toBe("ab;cd;ef");
    expect(insertTagSeparators("abcde")).toBe("ab;cd;e");
    expect(insertTagSeparators("a;bc;;d")).toBe("ab;cd");
    expect(insertTagSeparators("牙科门店")).toBe("牙科;门店");
    expect(insertTagSeparators("")).toBe("");
  });

  it("splits into tags of 2, never halving an emoji", () => {
    expect(splitTags("ab;cd;e")).toEqual(["ab", "cd", "e"]);
    expect(splitTags("😀😀😀")).toEqual(["😀😀", "😀"]);
  });

  it("is idempotent and keeps the characters", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = insertTagSeparators(value);
        expect(insertTagSeparators(once)).toBe(once);
        expect(once.replaceAll(";", "")).toBe(value.replaceAll(";", ""));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps the caret after the same character while typing", () => {
    expect(tagInputChange("abc", 3)).toEqual({ value: "ab;c", caret: 4 });
    expect(tagInputChange("ab;cde", 6)).toEqual({ value: "ab;cd;e", caret: 7 });
    // Typing x at the front of "ab;cd": every later character shifts, the caret stays after the x.
    expect(tagInputChange("xab;cd", 1)).toEqual({ value: "xa;bc;d", caret: 1 });
  });
});
