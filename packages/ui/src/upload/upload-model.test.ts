import { describe, expect, it } from "vitest";
import { fileAccessUrl, itemsFromValue, shortFileName, valueOfItems } from "./upload-model";

describe("upload values", () => {
  it("prefixes stored paths with the static domain and leaves http(s) URLs alone", () => {
    expect(fileAccessUrl("temp/a.png", "https://static.example.com/")).toBe(
      "https://static.example.com/temp/a.png",
    );
    expect(fileAccessUrl("http://cdn.example.com/a.png", "https://static.example.com")).toBe(
      "http://cdn.example.com/a.png",
    );
    expect(fileAccessUrl("temp/a.png")).toBe("temp/a.png");
  });

  it("cuts a done cell's name to 5 characters and an ellipsis", () => {
    expect(shortFileName("牙片报告单_1.pdf")).toBe("牙片报告单...");
    expect(shortFileName("a.pdf")).toBe("a.pdf");
  });

  it("reads comma-separated paths as done items and writes back only the done ones", () => {
    const items = itemsFromValue("temp/a.png, temp/b.pdf,");
    expect(items.map((item) => [item.name, item.status])).toEqual([
      ["a.png", "done"],
      ["b.pdf", "done"],
    ]);
    const failed = { uid: "x", name: "c.pdf", status: "error" as const, percent: 0, path: "temp/c.pdf" };
    expect(valueOfItems([...items, failed])).toBe("temp/a.png,temp/b.pdf");
  });
});
