import { describe, expect, it } from "vitest";
import { previewKind } from "./oss-preview";

describe("a stored file's preview", () => {
  it("shows images in the lightbox and PDFs on the preview page, whatever the letter case", () => {
    expect(previewKind("temp/a_1700000000000.PNG")).toBe("image");
    expect(previewKind("https://bucket.example.com/b.jpeg?x=1")).toBe("image");
    expect(previewKind("temp/report.pdf")).toBe("pdf");
  });

  it("opens anything else by its link", () => {
    expect(previewKind("temp/notes.txt")).toBe("link");
    expect(previewKind("temp/pdf")).toBe("link");
  });
});
