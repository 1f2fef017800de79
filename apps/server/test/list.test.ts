import { randomBytes } from "node:crypto";
import { encodeSuperQuery } from "@kanya/core/query";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { newId } from "../src/ids";
import { parseGmt8 } from "../src/wire/datetime";
import { backends } from "./support/backends";
import { rawRequest } from "./support/client";
import { grantedClient } from "./support/granted-user";

/*
 * The list-endpoint infrastructure (src/http/list) through /sys/user/list: paging, sorting, every filter
 * wrap, superQuery, dictionary text, and refusals of anything outside the allow-list (with no SQL text).
 */

interface Seeded {
  username: string;
  sex?: number;
  status?: number;
  birthday?: string;
  createTime?: string;
}

/** Inserts users sharing a unique realname (the test's own slice of the shared database). */
async function seedUsers(
  db: Kysely<Database>,
  rows: readonly Seeded[],
): Promise<{ realname: string; prefix: string }> {
  const prefix = `l${randomBytes(4).toString("hex")}`;
  const realname = `列表${prefix}`;
  for (const row of rows) {
    await db
      .insertInto("sys_user")
      .values({
        id: newId(),
        username: `${prefix}${row.username}`,
        realname,
        sex: row.sex ?? 1,
        status: row.status ?? 1,
        birthday: row.birthday ?? null,
        del_flag: 0,
        create_time: parseGmt8(row.createTime ?? "2024-01-01 00:00:00"),
      })
      .execute();
  }
  return { realname, prefix };
}

const NO_SQL = /select |insert |delete |update |from "|where |drop |relation|syntax/i;

describe.each(backends)("list endpoints (src/http/list) on $name", (backend) => {
  // Opening and seeding the database takes a while on a busy machine: not inside a test's time limit.
  beforeAll(async () => {
    await backend.db();
  });

  const setup = async () => {
    const db = await backend.db();
    const app = createApp({ db });
    const { client, session } = await grantedClient(app, db, [PERMISSION_CODES.user.list]);
    /** GET /sys/user/list through the typed client; returns usernames without the test prefix. */
    const list = (query: Record<string, string | number>) => client.sys.user.list(query);
    return { db, app, client, session, list };
  };

  const names = (prefix: string, records: readonly { username: string }[] | undefined) =>
    (records ?? []).map((r) => r.username.slice(prefix.length));

  it("answers JeecgBoot's IPage with code 0, and pages correctly", async () => {
    const { db, list } = await setup();
    const { realname, prefix } = await seedUsers(
      db,
      ["a", "b", "c", "d", "e", "f", "g"].map((username) => ({ username })),
    );
    const first = await list({ realname, pageSize: 3, column: "username", order: "asc" });
    expect(first).toMatchObject({ success: true, code: 0, message: "" });
    expect(Object.keys(first.result ?? {})).toEqual([
      "records",
      "total",
      "size",
      "current",
      "orders",
      "optimizeCountSql",
      "searchCount",
      "optimizeJoinOfCountSql",
      "maxLimit",
      "countId",
      "pages",
    ]);
    expect(first.result).toMatchObject({
      total: 7,
      size: 3,
      current: 1,
      pages: 3,
      orders: [],
      optimizeCountSql: true,
      searchCount: true,
      maxLimit: null,
      countId: null,
    });
    expect(names(prefix, first.result?.records)).toEqual(["a", "b", "c"]);
    const third = await list({ realname, pageSize: 3, pageNo: 3, column: "username", order: "asc" });
    expect(names(prefix, third.result?.records)).toEqual(["g"]);
    const beyond = await list({ realname, pageSize: 3, pageNo: 9 });
    expect(beyond.result).toMatchObject({ records: [], total: 7, current: 9, pages: 3 });
    const defaults = await list({ realname });
    expect(defaults.result).toMatchObject({ size: 10, current: 1, pages: 1 });
    expect(defaults.result?.records).toHaveLength(7);
  });

  it("refuses bad paging values with a clear message", async () => {
    const { list } = await setup();
    for (const [name, value] of [
      ["pageNo", "0"],
      ["pageNo", "x"],
      ["pageSize", "abc"],
      ["pageSize", "-5"],
    ] as const) {
      const res = await list({ [name]: value });
      expect(res.success, `${name}=${value}`).toBe(false);
      expect(res.message).toContain(`分页参数${name}`);
    }
  });

  it("serves JeecgBoot's pageSize=99999 ('all') at the list's largest page instead of refusing it", async () => {
    const { db, app, list } = await setup();
    const { realname } = await seedUsers(db, [{ username: "a" }, { username: "b" }]);
    // Users are a big table: the page stays at 1000 rows.
    expect((await list({ realname, pageSize: 99999 })).result).toMatchObject({
      size: 1000,
      total: 2,
      pages: 1,
    });
    // Departments are a small one, read whole by the original front end's pickers (tenant 1000's tree).
    const { client } = await grantedClient(
      app,
      db,
      [PERMISSION_CODES.role.list, PERMISSION_CODES.position.list],
      { tenants: [1000], tenantId: 1000 },
    );
    for (const page of [
      (await client.sys.role.list({ pageSize: 99999 })).result,
      (await client.sys.position.list({ pageSize: 99999 })).result,
    ]) {
      expect(page).toMatchObject({ size: 10_000, current: 1, pages: 1 });
      expect(page.records).toHaveLength(page.total);
    }
    const departs = (await client.sys.depart.list({ pageSize: 99999 })).result;
    expect(departs.total).toBeGreaterThan(0);
    expect(departs).toMatchObject({ size: 10_000, current: 1, pages: 1 });
    expect(departs.records).toHaveLength(departs.total);
  });

  it("sorts by camelCase fields, several of them, _dictText stripped, defaulting to createTime desc", async () => {
    const { db, list } = await setup();
    const { realname, prefix } = await seedUsers(db, [
      { username: "x", sex: 2, createTime: "2024-01-02 00:00:00" },
      { username: "y", sex: 1, createTime: "2024-01-03 00:00:00" },
      { username: "z", sex: 2, createTime: "2024-01-01 00:00:00" },
    ]);
    expect(names(prefix, (await list({ realname })).result?.records)).toEqual(["y", "x", "z"]);
    const bySex = await list({ realname, column: "sex_dictText,username", order: "asc" });
    expect(names(prefix, bySex.result?.records)).toEqual(["y", "x", "z"]);
    const desc = await list({ realname, column: "username", order: "desc" });
    expect(names(prefix, desc.result?.records)).toEqual(["z", "y", "x"]);
  });

  it("applies every text-filter wrap, ranges and _MultiString", async () => {
    const { db, list } = await setup();
    const { realname, prefix } = await seedUsers(db, [
      { username: "apple", sex: 1, birthday: "1990-05-01", createTime: "2024-03-01 10:00:00" },
      { username: "apricot", sex: 2, birthday: "1995-05-01", createTime: "2024-03-02 23:59:59" },
      { username: "banana", sex: 2, birthday: "2000-05-01", createTime: "2024-03-03 00:00:00" },
    ]);
    const pick = async (query: Record<string, string>) =>
      names(prefix, (await list({ realname, column: "username", order: "asc", ...query })).result?.records);

    expect(await pick({ username: `*${prefix}ap*` })).toEqual(["apple", "apricot"]);
    expect(await pick({ username: "*ana" })).toEqual(["banana"]);
    expect(await pick({ username: `${prefix}apr*` })).toEqual(["apricot"]);
    expect(await pick({ username: `*PPL*` })).toEqual(["apple"]); // case-insensitive, like MySQL
    expect(await pick({ username: `${prefix}apple,${prefix}banana` })).toEqual(["apple", "banana"]);
    expect(await pick({ username: `!${prefix}apple` })).toEqual(["apricot", "banana"]);
    expect(await pick({ username: `${prefix}banana` })).toEqual(["banana"]);
    expect(await pick({ username_MultiString: `${prefix}apple,${prefix}apricot` })).toEqual([
      "apple",
      "apricot",
    ]);
    expect(await pick({ sex: ">= 2" })).toEqual(["apricot", "banana"]);
    expect(await pick({ sex: ">=2" })).toEqual(["apricot", "banana"]);
    expect(await pick({ sex: "> 1" })).toEqual(["apricot", "banana"]);
    expect(await pick({ sex: "<= 1" })).toEqual(["apple"]);
    expect(await pick({ sex: "<=1" })).toEqual(["apple"]);
    expect(await pick({ sex: "< 2" })).toEqual(["apple"]);
    expect(await pick({ sex: "!= 2" })).toEqual(["apple"]);
    expect(await pick({ sex: "!=2" })).toEqual(["apple"]);
    expect(await pick({ birthday_begin: "1991-01-01", birthday_end: "1999-12-31" })).toEqual(["apricot"]);
    // A bare end date covers its whole day (GMT+8).
    expect(await pick({ createTime_begin: "2024-03-02", createTime_end: "2024-03-02" })).toEqual(["apricot"]);
    expect(await pick({ createTime_begin: "2024-03-01 10:00:01" })).toEqual(["apricot", "banana"]);
    expect(await pick({ createTime: "2024-03-03" })).toEqual(["banana"]);
    // A typed % or _ matches itself, not anything.
    expect(await pick({ username: "*%*" })).toEqual([]);
    // Parameters that are not filters are ignored.
    expect(await pick({ field: "id,,username,action", _t: "1", password: "x" })).toEqual([
      "apple",
      "apricot",
      "banana",
    ]);
  });

  it("applies superQuery conditions on allow-listed fields, with and / or", async () => {
    const { db, list } = await setup();
    const { realname, prefix } = await seedUsers(db, [
      { username: "one", sex: 1, birthday: "1990-01-01" },
      { username: "two", sex: 2, birthday: "1990-01-01" },
      { username: "three", sex: 2, birthday: "2000-01-01" },
    ]);
    const conditions = [
      { field: "sex", rule: "eq" as const, val: "2" },
      { field: "birthday", rule: "lt" as const, val: "1995-01-01" },
    ];
    const and = await list({
      realname,
      superQueryParams: encodeSuperQuery(conditions),
      column: "username",
      order: "asc",
    });
    expect(names(prefix, and.result?.records)).toEqual(["two"]);
    const or = await list({
      realname,
      superQueryParams: encodeSuperQuery(conditions),
      superQueryMatchType: "or",
      column: "username",
      order: "asc",
    });
    expect(names(prefix, or.result?.records)).toEqual(["one", "three", "two"]);
    const inRule = await list({
      realname,
      superQueryParams: encodeSuperQuery([
        { field: "username", rule: "in", val: `${prefix}one,${prefix}three` },
      ]),
    });
    expect(inRule.result?.total).toBe(2);
  });

  it("adds sex_dictText and status_dictText with one dictionary query per page, none while they are unchanged", async () => {
    const db = await backend.db();
    let dictQueries = 0;
    const counting = db.withPlugin({
      transformQuery(args) {
        // Queries that read the dictionary table (a page also reads its write version, by name only).
        if (JSON.stringify(args.node).includes('"name":"sys_dict_item"')) dictQueries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const app = createApp({ db: counting });
    const { client } = await grantedClient(app, db, [PERMISSION_CODES.user.list]);
    const { realname } = await seedUsers(
      db,
      Array.from({ length: 10 }, (_, i) => ({ username: `u${i}`, sex: (i % 2) + 1, status: (i % 2) + 1 })),
    );
    dictQueries = 0;
    const res = await client.sys.user.list({ realname, column: "username", order: "asc" });
    expect(dictQueries).toBe(1);
    expect(res.result?.records.map((r) => `${r.sex_dictText}/${r.status_dictText}`)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? "男/正常" : "女/冻结")),
    );
    dictQueries = 0;
    const again = await client.sys.user.list({ realname, column: "username", order: "desc" });
    expect(dictQueries).toBe(0);
    expect(again.result?.records[0]?.sex_dictText).toBe("女");
  });

  describe("refuses names outside the allow-list with a clear message and no SQL", () => {
    const attempts: [string, Record<string, string>, string][] = [
      [
        "sort column",
        { column: "id;drop table sys_user" },
        "请注意，将要排序的列字段不存在：id;drop table sys_user",
      ],
      [
        "sort column (raw column name)",
        { column: "create_time" },
        "请注意，将要排序的列字段不存在：create_time",
      ],
      ["sort column (password)", { column: "password" }, "请注意，将要排序的列字段不存在：password"],
      [
        "sort order",
        { column: "username", order: "desc,(select 1)" },
        "排序方式order只能是asc或desc：desc,(select 1)",
      ],
      [
        "field list",
        { field: "id,username from sys_user;--" },
        "字段列表field包含不合法的字段名：username from sys_user;--",
      ],
      [
        "superQuery field",
        { superQueryParams: encodeSuperQuery([{ field: "1=1 or x", rule: "eq", val: "1" }]) },
        "第1个高级查询条件不正确：字段名无效",
      ],
      [
        "superQuery field outside the allow-list",
        { superQueryParams: encodeSuperQuery([{ field: "password", rule: "like", val: "a" }]) },
        "高级查询字段不存在：password",
      ],
      [
        "superQuery table-qualified field",
        { superQueryParams: encodeSuperQuery([{ field: "sys_role.role_code", rule: "eq", val: "admin" }]) },
        "高级查询字段不存在：sys_role.role_code",
      ],
      ["superQuery match type", { superQueryMatchType: "or 1=1" }, "匹配方式只能是 and 或 or"],
      ["superQuery JSON", { superQueryParams: "%5B%7B" }, "高级查询参数不是合法的JSON"],
      ["typed filter value", { sex: "1 or 1=1" }, "查询条件sex的值不正确：1 or 1=1"],
      [
        "typed date value",
        { birthday_begin: "2020-01-01' or '1'='1" },
        "查询条件birthday的值不正确：2020-01-01' or '1'='1",
      ],
    ];

    it.each(attempts)("%s", async (_name, query, message) => {
      const { db, app, session } = await setup();
      const before = await db
        .selectFrom("sys_user")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      const params = new URLSearchParams(query);
      const res = await rawRequest(app, `/sys/user/list?${params}`, {
        headers: { "X-Access-Token": session.token },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { success: boolean; message: string; code: number; result: unknown };
      expect(body).toMatchObject({ success: false, code: 500, message, result: null });
      expect(body.message.replace(message, "")).not.toMatch(NO_SQL);
      const after = await db
        .selectFrom("sys_user")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(after.n).toEqual(before.n);
    });
  });

  it("role list filters on roleName / roleCode with the same rules", async () => {
    const db = await backend.db();
    const app = createApp({ db });
    const { client } = await grantedClient(app, db, [PERMISSION_CODES.role.list]);
    const res = await client.sys.role.list({ roleCode: "admin" });
    expect(res).toMatchObject({ success: true, code: 0 });
    expect(res.result.records.map((r) => r.roleCode)).toEqual(["admin"]);
    const like = await client.sys.role.list({ roleName: "*管理*", pageSize: 100 });
    expect(like.result.records.map((r) => r.roleCode)).toContain("admin");
    const bad = await client.sys.role.list({ column: "role_code" });
    expect(bad).toMatchObject({ success: false, message: "请注意，将要排序的列字段不存在：role_code" });
  });
});
