import { describe, expect, it } from "vitest";
import { parseTsv, rangeTsv, toTsv } from "./range-text";

describe("range text", () => {
  it("reads Excel's tab-separated block, CRLF lines and a trailing newline", () => {
    expect(parseTsv("a\tb\r\nc\td\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("writes cells by tab and rows by line, empty for no value", () => {
    expect(
      toTsv([
        ["a", null, 3],
        [undefined, 0, false],
      ]),
    ).toBe("a\t\t3\n\t0\tfalse");
  });

  it("copies rows top…bottom through each column's reader, left to right", () => {
    const rows = [
      { name: "牙刷", price: 12 },
      { name: "口镜", price: 30 },
      { name: "手套", price: null },
      { name: "镊子", price: 5 },
    ];
    const readers = [(row: (typeof rows)[number]) => row.name, (row: (typeof rows)[number]) => row.price];
    expect(rangeTsv(rows, readers, 1, 2)).toBe("口镜\t30\n手套\t");
    expect(rangeTsv(rows, readers.slice(1), 3, 3)).toBe("5");
  });
});
