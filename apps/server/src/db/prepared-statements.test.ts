import { describe, expect, it } from "vitest";
import { compileOnlyDb } from "./compile-only-db";
import { compiledOnce, type Slot } from "./prepared-statements";

// Compiles only: no database is needed to see the statement and its parameters.
const db = compileOnlyDb;

describe("compiledOnce", () => {
  it("builds the query once and puts each run's values in their places, keeping the constant ones", () => {
    let builds = 0;
    const byName = compiledOnce((slot: Slot<"name" | "since">) => {
      builds++;
      return db
        .selectFrom("sys_user")
        .select("id")
        .where("username", "=", slot("name"))
        .where("del_flag", "=", 0)
        .where("create_time", ">", slot("since"));
    });
    const since = new Date(0);
    const first = byName({ name: "admin", since }).compile();
    const second = byName({ name: "jeecg", since }).compile();
    expect(builds).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(first.sql).toContain('"username" = $1');
    expect(first.parameters).toEqual(["admin", 0, since]);
    expect(second.parameters).toEqual(["jeecg", 0, since]);
    expect(second.queryId).not.toBe(first.queryId);
  });
});
