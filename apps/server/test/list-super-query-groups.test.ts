import { randomBytes } from "node:crypto";
import { encodeSuperQuery, type QueryNode } from "@kanya/core/query";
import type { Kysely, QueryId, RootOperationNode } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { newId } from "../src/ids";
import { parseGmt8 } from "../src/wire/datetime";
import { backends } from "./support/backends";
import { grantedClient } from "./support/granted-user";

/*
 * Nested condition groups in the advanced query (issue 13) through /sys/user/list: a group
 * `{matchType, children}` among JeecgBoot's flat conditions becomes a parenthesised and/or in SQL with every
 * value bound, at most 3 levels deep, and the flat array keeps working as JeecgBoot sends it.
 */

async function seedUsers(
  db: Kysely<Database>,
  rows: readonly { username: string; sex: number; birthday: string }[],
) {
  const prefix = `g${randomBytes(4).toString("hex")}`;
  const realname = `分组${prefix}`;
  for (const row of rows) {
    await db
      .insertInto("sys_user")
      .values({
        id: newId(),
        username: `${prefix}${row.username}`,
        realname,
        sex: row.sex,
        status: 1,
        birthday: row.birthday,
        del_flag: 0,
        create_time: parseGmt8("2024-01-01 00:00:00"),
      })
      .execute();
  }
  return { realname, prefix };
}

describe.each(backends)("advanced query groups on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  const setup = async () => {
    const db = await backend.db();
    const compiled: { sql: string; parameters: readonly unknown[] }[] = [];
    const watched = db.withPlugin({
      transformQuery(args) {
        const query = db.getExecutor().compileQuery(args.node as RootOperationNode, args.queryId as QueryId);
        compiled.push({ sql: query.sql, parameters: query.parameters });
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const app = createApp({ db: watched });
    const { client } = await grantedClient(app, db, [PERMISSION_CODES.user.list]);
    const { realname, prefix } = await seedUsers(db, [
      { username: "a", sex: 1, birthday: "1990-01-01" },
      { username: "b", sex: 2, birthday: "1990-01-01" },
      { username: "c", sex: 2, birthday: "2000-01-01" },
      { username: "d", sex: 1, birthday: "2000-01-01" },
    ]);
    const list = async (nodes: QueryNode[], matchType = "and") => {
      compiled.length = 0;
      const res = await client.sys.user.list({
        realname,
        superQueryParams: encodeSuperQuery(nodes),
        superQueryMatchType: matchType as "and" | "or",
        column: "username",
        order: "asc",
      });
      return {
        res,
        names: (res.result?.records ?? []).map((r) => r.username.slice(prefix.length)),
      };
    };
    return { list, prefix, compiled };
  };

  it("applies a group with its own match type inside the top-level one", async () => {
    const { list, prefix } = await setup();
    // sex = 2 AND (username = a OR birthday >= 2000-01-01)  →  c
    const sex2: QueryNode = { field: "sex", rule: "eq", val: "2" };
    const either: QueryNode[] = [
      { field: "username", rule: "eq", val: `${prefix}a` },
      { field: "birthday", rule: "ge", val: "2000-01-01" },
    ];
    const nested: QueryNode[] = [sex2, { matchType: "or", children: either }];
    expect((await list(nested)).names).toEqual(["c"]);
    // The same conditions flat under or (JeecgBoot's form): sex = 2 OR username = a OR birthday >= 2000.
    const flat = [sex2, ...either];
    expect((await list(flat, "or")).names).toEqual(["a", "b", "c", "d"]);
    expect((await list(flat, "and")).names).toEqual([]);
  });

  it("nests three levels: (sex = 1 AND (birthday < 1995 OR username = d)) OR username = b", async () => {
    const { list, prefix } = await setup();
    const nodes: QueryNode[] = [
      {
        matchType: "and",
        children: [
          { field: "sex", rule: "eq", val: "1" },
          {
            matchType: "or",
            children: [
              { field: "birthday", rule: "lt", val: "1995-01-01" },
              { field: "username", rule: "eq", val: `${prefix}d` },
            ],
          },
        ],
      },
      { field: "username", rule: "in", val: `${prefix}b` },
    ];
    expect((await list(nodes, "or")).names).toEqual(["a", "b", "d"]);
  });

  it("binds every value: a nested value with SQL in it matches nothing and never reaches the SQL text", async () => {
    const { list, compiled } = await setup();
    const attack = "x' OR '1'='1";
    const { res, names } = await list([
      { field: "sex", rule: "eq", val: "1" },
      {
        matchType: "or",
        children: [
          { field: "username", rule: "like", val: attack },
          { field: "realname", rule: "eq", val: attack },
        ],
      },
    ]);
    expect(res.success).toBe(true);
    expect(names).toEqual([]);
    const page = compiled.find((query) => query.sql.includes('"sys_user"') && query.sql.includes(" or "));
    expect(page?.sql).toMatch(/\(.* or .*\)/);
    expect(compiled.some((query) => query.sql.includes("OR '1'"))).toBe(false);
    expect(page?.parameters).toContain(attack);
  });

  it("refuses a fourth level with a clear Chinese message, and group mistakes by their path", async () => {
    const { list } = await setup();
    const deep = await list([
      {
        matchType: "or",
        children: [
          {
            matchType: "and",
            children: [{ matchType: "or", children: [{ field: "sex", rule: "eq", val: "1" }] }],
          },
        ],
      },
    ]);
    expect(deep.res).toMatchObject({
      success: false,
      code: 500,
      message: "高级查询条件组最多嵌套3层（第1.1.1个条件）",
    });
    const unknownField = await list([
      { field: "sex", rule: "eq", val: "1" },
      { matchType: "or", children: [{ field: "password", rule: "eq", val: "1" }] },
    ]);
    expect(unknownField.res).toMatchObject({ success: false, message: "高级查询字段不存在：password" });
    const badMatch = await list([
      { matchType: "xor", children: [{ field: "sex", rule: "eq", val: "1" }] } as unknown as QueryNode,
    ]);
    expect(badMatch.res).toMatchObject({
      success: false,
      message: "第1个高级查询条件不正确：条件组的匹配方式只能是 and 或 or",
    });
  });

  it("ignores empty groups and incomplete rows, as JeecgBoot ignores incomplete rows", async () => {
    const { list } = await setup();
    const { names } = await list([
      { field: "", rule: "eq", val: "" },
      { matchType: "or", children: [] },
      {
        matchType: "and",
        children: [
          { field: "sex", rule: "eq", val: "2" },
          { field: "sex", rule: "in", val: "," },
        ],
      },
    ]);
    expect(names).toEqual(["b", "c"]);
  });
});
