import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./chunk-load-error";

describe("isChunkLoadError", () => {
  it("recognises a page file that failed to load, as Chromium, Safari and Firefox word it", () => {
    for (const text of [
      "Failed to fetch dynamically imported module: https://example.com/assets/UserList-abc.js",
      "Importing a module script failed.",
      "error loading dynamically imported module: https://example.com/assets/a.js",
      "Unable to preload CSS for /assets/a.css",
    ]) {
      expect(isChunkLoadError(new TypeError(text))).toBe(true);
    }
  });

  it("leaves other errors to the error panel", () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
