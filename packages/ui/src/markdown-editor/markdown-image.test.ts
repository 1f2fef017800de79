import { describe, expect, it } from "vitest";
import { imageFiles, markdownImage } from "./markdown-image";

describe("markdownImage", () => {
  it("writes the image's name and address", () => {
    expect(markdownImage("logo.png", "/sys/common/static/temp/logo.png")).toBe(
      "![logo.png](/sys/common/static/temp/logo.png)",
    );
  });

  it("escapes brackets in the name and encodes spaces and parentheses in the address", () => {
    expect(markdownImage("图 [1].png", "https://cdn.example.cn/a b(1).png")).toBe(
      "![图 \\[1\\].png](https://cdn.example.cn/a%20b%281%29.png)",
    );
  });
});

describe("imageFiles", () => {
  it("keeps only files whose type is an image", () => {
    const png = new File(["p"], "a.png", { type: "image/png" });
    const text = new File(["t"], "a.txt", { type: "text/plain" });
    expect(imageFiles([png, text])).toEqual([png]);
    expect(imageFiles(null)).toEqual([]);
  });
});
