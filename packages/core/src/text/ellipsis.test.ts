import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ellipsis, textWidth } from "./index.js";

describe("ellipsis (spec §5: 'default length 25, a non-ASCII character counts as 2; beyond the limit the text is cut with …')", () => {
  it("counts ASCII as 1 and anything else as 2", () => {
    expect(textWidth("abc")).toBe(3);
    expect(textWidth("张三")).toBe(4);
    expect(textWidth("a张😀")).toBe(5);
  });

  it("leaves text within the default 25 alone", () => {
    expect(ellipsis("a".repeat(25))).toEqual({ text: "a".repeat(25), truncated: false });
    expect(ellipsis(`${"张".repeat(12)}a`)).toEqual({ text: `${"张".repeat(12)}a`, truncated: false });
  });

  it("cuts the longest start that fits, then …", () => {
    expect(ellipsis("a".repeat(26))).toEqual({ text: `${"a".repeat(25)}…`, truncated: true });
    expect(ellipsis("张".repeat(13))).toEqual({ text: `${"张".repeat(12)}…`, truncated: true });
    expect(ellipsis("ab张三", 3)).toEqual({ text: "ab…", truncated: true });
    expect(ellipsis("😀😀", 3)).toEqual({ text: "😀…", truncated: true });
  });

  it("never keeps more than the width, and keeps the text's start", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme-composite" }),
        fc.integer({ min: 0, max: 30 }),
        (text, length) => {
          const result = ellipsis(text, length);
          const kept = result.truncated ? result.text.slice(0, -1) : result.text;
          expect(textWidth(kept)).toBeLessThanOrEqual(result.truncated ? length : textWidth(text));
          expect(text.startsWith(kept)).toBe(true);
          expect(result.truncated).toBe(textWidth(text) > length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
