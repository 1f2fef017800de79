import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/schema";
import { lruPerDatabase } from "./lru-per-database";

// Only the identity of a database matters to the map.
const dbA = {} as Kysely<Database>;
const dbB = {} as Kysely<Database>;

describe("lruPerDatabase", () => {
  it("drops the least recently used entry past its bound, a read counting as a use", () => {
    const lru = lruPerDatabase<number>(2);
    lru.set(dbA, "one", 1);
    lru.set(dbA, "two", 2);
    expect(lru.get(dbA, "one")).toBe(1);
    lru.set(dbA, "three", 3);
    expect(lru.get(dbA, "two")).toBeUndefined();
    expect(lru.get(dbA, "one")).toBe(1);
    expect(lru.get(dbA, "three")).toBe(3);
  });

  it("keeps each database's entries apart, and deletes one key", () => {
    const lru = lruPerDatabase<string>(10);
    lru.set(dbA, "k", "a");
    lru.set(dbB, "k", "b");
    expect(lru.get(dbA, "k")).toBe("a");
    expect(lru.get(dbB, "k")).toBe("b");
    lru.delete(dbA, "k");
    expect(lru.get(dbA, "k")).toBeUndefined();
    expect(lru.get(dbB, "k")).toBe("b");
  });
});
