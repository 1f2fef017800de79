import { expressionBuilder } from "kysely";
import { describe, expect, it } from "vitest";
import { compileOnlyDb } from "../../db/compile-only-db";
import type { Database } from "../../db/schema";
import { caseless, conditionExpression } from "./where";

// Compiles only: no database is needed to see the SQL of a condition.
const db = compileOnlyDb;

function sqlOf(pattern: string): string {
  const eb = expressionBuilder<Database, "sys_user">();
  const where = conditionExpression(eb, { kind: "like", column: "realname", pattern, asText: false });
  return db.selectFrom("sys_user").select("id").where(where).compile().sql;
}

describe("like conditions", () => {
  it("match case-insensitively (ilike) when the pattern has a letter with case", () => {
    expect(sqlOf("%Admin%")).toContain('"realname" ilike $1');
    expect(sqlOf("%用户a%")).toContain("ilike");
    expect(sqlOf("%ß%")).toContain("ilike");
  });

  it("use the cheaper like when case cannot matter (digits, Chinese, punctuation)", () => {
    expect(sqlOf("%用户123%")).toContain('"realname" like $1');
    expect(caseless("%13_-9%")).toBe(true);
    expect(caseless("%K%")).toBe(false);
  });
});
