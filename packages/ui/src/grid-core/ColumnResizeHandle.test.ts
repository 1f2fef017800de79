import { describe, expect, it } from "vitest";
import { resizedWidth } from "./ColumnResizeHandle";

describe("resizedWidth (keyboard column resize)", () => {
  const bounds = { min: 40, max: 300 };

  it("moves the edge 10 px per arrow, 50 px with Shift", () => {
    expect(resizedWidth(120, { key: "ArrowRight", shiftKey: false }, bounds)).toBe(130);
    expect(resizedWidth(120, { key: "ArrowLeft", shiftKey: false }, bounds)).toBe(110);
    expect(resizedWidth(120, { key: "ArrowRight", shiftKey: true }, bounds)).toBe(170);
    expect(resizedWidth(120, { key: "ArrowLeft", shiftKey: true }, bounds)).toBe(70);
  });

  it("stays within the column's min and max", () => {
    expect(resizedWidth(45, { key: "ArrowLeft", shiftKey: true }, bounds)).toBe(40);
    expect(resizedWidth(290, { key: "ArrowRight", shiftKey: true }, bounds)).toBe(300);
    expect(resizedWidth(120, { key: "ArrowRight", shiftKey: true }, { min: 40 })).toBe(170);
  });

  it("mirrors the arrows right to left, and ignores other keys", () => {
    expect(resizedWidth(120, { key: "ArrowLeft", shiftKey: false }, { ...bounds, rtl: true })).toBe(130);
    expect(resizedWidth(120, { key: "ArrowUp", shiftKey: false }, bounds)).toBeUndefined();
  });
});
