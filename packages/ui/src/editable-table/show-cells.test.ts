import { describe, expect, it } from "vitest";
import { progressPercent, tagsOf } from "./show-cells";

describe("progressPercent", () => {
  it("reads a number or its text, and anything else as 0", () => {
    expect([
      progressPercent(45),
      progressPercent("62.5"),
      progressPercent(""),
      progressPercent(null),
    ]).toEqual([45, 62.5, 0, 0]);
  });
});

describe("tagsOf", () => {
  it("splits a tags value at its semicolons, dropping empty parts", () => {
    expect(tagsOf("洁牙;补牙;")).toEqual(["洁牙", "补牙"]);
    expect(tagsOf(undefined)).toEqual([]);
  });
});
