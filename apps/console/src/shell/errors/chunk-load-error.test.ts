import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS, isChunkLoadError, withChunkTimeout } from "./chunk-load-error";

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

describe("withChunkTimeout (spec §8: 120000 ms)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fails a page file still loading after 120000 ms as a chunk error", async () => {
    vi.useFakeTimers();
    const outcome = withChunkTimeout(() => new Promise<never>(() => {}))().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(isChunkLoadError(await outcome)).toBe(true);
  });

  it("passes a loaded file, and a failed one's own error, through unchanged", async () => {
    const module = { default: "page" };
    await expect(withChunkTimeout(async () => module)()).resolves.toBe(module);
    const failure = new TypeError("Failed to fetch dynamically imported module: /assets/a.js");
    await expect(withChunkTimeout(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
