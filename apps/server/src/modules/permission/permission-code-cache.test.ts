import { describe, expect, it } from "vitest";
import { createPermissionCodeCache } from "./permission-code-cache";

/** A loader answering from a table that tests change, counting its loads. */
function loader(grants: Map<string, string[]>) {
  const calls: string[] = [];
  const load = async (userId: string) => {
    calls.push(userId);
    const codes = grants.get(userId);
    if (!codes) throw new Error("database unavailable");
    return new Set(codes);
  };
  return { calls, load };
}

describe("the permission-code cache", () => {
  it("loads a user's codes once per grants version, and again when the version changes", async () => {
    const grants = new Map([["u1", ["user:list"]]]);
    const { calls, load } = loader(grants);
    const cache = createPermissionCodeCache(load);
    const [a, b] = await Promise.all([cache.codesOf("u1", "7"), cache.codesOf("u1", "7")]);
    expect([...a]).toEqual(["user:list"]);
    expect(b).toBe(a);
    expect(calls).toEqual(["u1"]);

    grants.set("u1", []);
    expect([...(await cache.codesOf("u1", "8"))]).toEqual([]);
    expect(calls).toEqual(["u1", "u1"]);
  });

  it("does not keep a failed load", async () => {
    const grants = new Map<string, string[]>();
    const { calls, load } = loader(grants);
    const cache = createPermissionCodeCache(load);
    await expect(cache.codesOf("u1", "1")).rejects.toThrow("database unavailable");
    grants.set("u1", ["log:list"]);
    expect([...(await cache.codesOf("u1", "1"))]).toEqual(["log:list"]);
    expect(calls).toEqual(["u1", "u1"]);
  });

  it("starts over past its size instead of growing without bound", async () => {
    const grants = new Map([
      ["u1", ["a"]],
      ["u2", ["b"]],
      ["u3", ["c"]],
    ]);
    const { calls, load } = loader(grants);
    const cache = createPermissionCodeCache(load, 2);
    for (const user of ["u1", "u2", "u3", "u1"]) await cache.codesOf(user, "1");
    expect(calls).toEqual(["u1", "u2", "u3", "u1"]);
  });
});
