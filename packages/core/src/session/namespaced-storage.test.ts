import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "./memory-storage.js";
import { createNamespacedStorage, SESSION_TTL_MS } from "./namespaced-storage.js";

describe("createNamespacedStorage", () => {
  it("stores JSON under the pro__ prefix", () => {
    const backend = createMemoryStorage();
    const store = createNamespacedStorage(backend, { now: () => 1000 });
    store.set("Access-Token", "abc");
    expect(JSON.parse(backend.getItem("pro__Access-Token") ?? "null")).toEqual({
      value: "abc",
      expire: 1000 + SESSION_TTL_MS,
    });
    expect(store.get("Access-Token")).toBe("abc");
  });

  it("expires values after 7 days by default and removes them", () => {
    let now = 0;
    const backend = createMemoryStorage();
    const store = createNamespacedStorage(backend, { now: () => now });
    store.set("k", { a: 1 });
    now = SESSION_TTL_MS - 1;
    expect(store.get("k")).toEqual({ a: 1 });
    now = SESSION_TTL_MS;
    expect(store.get("k")).toBeUndefined();
    expect(backend.size).toBe(0);
  });

  it("keeps values without expiry when ttl is null", () => {
    let now = 0;
    const store = createNamespacedStorage(createMemoryStorage(), { now: () => now });
    store.set("k", 1, null);
    now = Number.MAX_SAFE_INTEGER;
    expect(store.get("k")).toBe(1);
  });

  it("reads corrupt entries as absent", () => {
    const backend = createMemoryStorage();
    backend.setItem("pro__bad", "{not json");
    backend.setItem("pro__shape", JSON.stringify({ value: 1, expire: "soon" }));
    const store = createNamespacedStorage(backend);
    expect(store.get("bad")).toBeUndefined();
    expect(store.get("shape")).toBeUndefined();
    expect(backend.size).toBe(0);
  });

  it("removes values", () => {
    const store = createNamespacedStorage(createMemoryStorage());
    store.set("k", 1);
    store.remove("k");
    expect(store.get("k")).toBeUndefined();
  });
});
