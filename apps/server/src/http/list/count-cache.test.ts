import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { compileOnlyDb } from "../../db/compile-only-db";
import { tablesRead } from "./count-cache";

// Compiles only: no database is needed to see which tables a query names.
const db = compileOnlyDb;

describe("tablesRead (what a cached total depends on)", () => {
  it("names the table counted and every table a subquery of the filter reads", () => {
    const query = db
      .selectFrom("sys_user")
      .select(sql`count(*)`.as("total"))
      .where("del_flag", "=", 0)
      .where("id", "in", (eb) =>
        eb.selectFrom("sys_user_depart as ud").select("ud.user_id").where("ud.dep_id", "=", "d1"),
      );
    expect(tablesRead(query.toOperationNode())).toEqual(["sys_user", "sys_user_depart"]);
  });

  it("gives up on raw SQL that may read a table it cannot see", () => {
    const query = db
      .selectFrom("sys_user")
      .select(sql`count(*)`.as("total"))
      .where(sql<boolean>`exists (select 1 from sys_user_tenant t where t.user_id = sys_user.id)`);
    expect(tablesRead(query.toOperationNode())).toBeUndefined();
  });

  it("accepts raw SQL that only computes (casts, functions)", () => {
    const query = db
      .selectFrom("sys_log")
      .select(sql`count(*)`.as("total"))
      .where(sql`cast(${sql.ref("log_type")} as text)`, "ilike", "%1%");
    expect(tablesRead(query.toOperationNode())).toEqual(["sys_log"]);
  });
});
