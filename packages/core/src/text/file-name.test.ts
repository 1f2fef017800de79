import { describe, expect, it } from "vitest";
import { shortenFileName } from "./index.js";

describe("file-name shortening (spec §4: 'a shortened name (5 characters then an ellipsis)')", () => {
  it("keeps 5 characters then …, or the whole name when short enough", () => {
    expect(shortenFileName("report-2024.pdf")).toBe("repor…");
    expect(shortenFileName("a.pdf")).toBe("a.pdf");
    expect(shortenFileName("牙科门店报告.xlsx")).toBe("牙科门店报…");
    expect(shortenFileName("😀😀😀😀😀😀")).toBe("😀😀😀😀😀…");
    expect(shortenFileName("abcdef", 3)).toBe("abc…");
  });
});
