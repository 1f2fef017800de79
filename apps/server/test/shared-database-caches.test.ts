import { randomBytes } from "node:crypto";
import type { KanyaClient } from "@kanya/client";
import type { Hono } from "hono";
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { migrateAndSeed } from "../src/db/migrate-and-seed";
import { openDatabase } from "../src/db/open-database";
import type { Database } from "../src/db/schema";
import { MENU_ID } from "../src/db/seed/menus";
import {
  allTableVersions,
  compactTableVersions,
  readTableVersion,
  toTableVersions,
} from "../src/db/table-versions";
import type { AppEnv } from "../src/http/env";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { newId } from "../src/ids";
import { backends, itOnPostgreSQL } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";
import { createGrantedUser } from "./support/granted-user";

/*
 * The permission codes, data rules, department channels, list totals and dictionary texts a server keeps in
 * memory must follow writes made through ANOTHER instance on the same database at once (the next request).
 * On PostgreSQL the two instances have their own connection pools and caches, as two processes would; on
 * PGlite they share the one database handle a process has.
 */
describe.each(backends)("caches of two instances on one $name database", (backend) => {
  let fresh: Awaited<ReturnType<typeof backend.freshDatabase>>;
  let dbA: Kysely<Database>;
  let dbB: Kysely<Database>;
  let appA: Hono<AppEnv>;
  let appB: Hono<AppEnv>;
  let adminA: KanyaClient;

  beforeAll(async () => {
    fresh = await backend.freshDatabase();
    dbA = await openDatabase(fresh.options);
    await migrateAndSeed(dbA);
    dbB = backend.name === "PostgreSQL" ? await openDatabase(fresh.options) : dbA;
    appA = createApp({ db: dbA, log: () => {} });
    appB = createApp({ db: dbB, log: () => {} });
    adminA = inProcessClient(appA, { token: await signIn(appA, "admin") });
  });
  afterAll(async () => {
    if (dbB !== dbA) await dbB?.destroy();
    await dbA?.destroy();
    await fresh?.dispose();
  });

  /** A user holding exactly `codes` (working in `orgCode`'s department), signed in on instance B. */
  async function userOnB(codes: readonly string[], orgCode?: string) {
    const user = await createGrantedUser(dbA, codes, orgCode ? { orgCode } : {});
    const client = inProcessClient(appB, { token: await signIn(appB, user.username, user.password) });
    return { user, client };
  }

  it("refuses a permission on the next request through B once A takes the grant away", async () => {
    const { user, client } = await userOnB([PERMISSION_CODES.log.list]);
    expect(await client.sys.log.list({ logType: 99 })).toMatchObject({ success: true });
    const granted = await dbA
      .selectFrom("sys_role_permission")
      .select("permission_id")
      .where("role_id", "=", user.roleId)
      .execute();
    const ids = granted.map((row) => row.permission_id ?? "");
    expect(
      await adminA.sys.permission.saveRolePermission(user.roleId, {
        permissionIds: [],
        lastPermissionIds: ids,
      }),
    ).toMatchObject({ success: true });

    expect(await client.sys.log.list({ logType: 99 })).toMatchObject({ success: false, code: 510 });
    // And back: granted again through A, allowed again through B.
    await adminA.sys.permission.saveRolePermission(user.roleId, {
      permissionIds: ids,
      lastPermissionIds: [],
    });
    expect(await client.sys.log.list({ logType: 99 })).toMatchObject({ success: true });
  });

  it("follows every table the codes come from: role membership, the permission row, department roles", async () => {
    const { user, client } = await userOnB([PERMISSION_CODES.log.list]);
    const allowed = async () => (await client.sys.log.list({ logType: 99 })).success;
    expect(await allowed()).toBe(true);

    await dbA.deleteFrom("sys_user_role").where("user_id", "=", user.id).execute();
    expect(await allowed()).toBe(false);
    await dbA
      .insertInto("sys_user_role")
      .values({ id: newId(), user_id: user.id, role_id: user.roleId })
      .execute();
    expect(await allowed()).toBe(true);

    const permissionIds = dbA
      .selectFrom("sys_role_permission")
      .select("permission_id")
      .where("role_id", "=", user.roleId);
    await dbA.updateTable("sys_permission").set({ del_flag: 1 }).where("id", "in", permissionIds).execute();
    expect(await allowed()).toBe(false);
    await dbA.updateTable("sys_permission").set({ del_flag: 0 }).where("id", "in", permissionIds).execute();
    expect(await allowed()).toBe(true);

    // The same code through a department role only.
    await dbA.deleteFrom("sys_user_role").where("user_id", "=", user.id).execute();
    expect(await allowed()).toBe(false);
    const departRoleId = newId();
    const [permission] = await permissionIds.execute();
    await dbA
      .insertInto("sys_depart_role_permission")
      .values({ id: newId(), role_id: departRoleId, permission_id: permission?.permission_id ?? "" })
      .execute();
    await dbA
      .insertInto("sys_depart_role_user")
      .values({ id: newId(), user_id: user.id, drole_id: departRoleId })
      .execute();
    expect(await allowed()).toBe(true);
  });

  it("keeps a list total exact through inserts, updates and deletes made through A", async () => {
    const { client } = await userOnB([PERMISSION_CODES.user.list]);
    const realname = `缓存${randomBytes(4).toString("hex")}`;
    const query = { realname: `*${realname}*`, column: "createTime", order: "desc" as const, pageSize: 2 };
    const totalOnB = async () => (await client.sys.user.list(query)).result?.total;
    const addUser = (n: number) =>
      dbA
        .insertInto("sys_user")
        .values({
          id: newId(),
          username: `c_${realname}_${n}`,
          realname: `${realname}${n}`,
          status: 1,
          del_flag: 0,
        })
        .execute();

    expect(await totalOnB()).toBe(0);
    for (const n of [1, 2, 3]) await addUser(n);
    expect(await totalOnB()).toBe(3);
    expect(await totalOnB()).toBe(3);

    // Through A's API: a logical delete leaves the row but takes it off the list.
    const third = await dbA
      .selectFrom("sys_user")
      .select("id")
      .where("username", "=", `c_${realname}_3`)
      .executeTakeFirstOrThrow();
    expect(await adminA.sys.user.delete(third.id)).toMatchObject({ success: true });
    expect(await totalOnB()).toBe(2);

    await dbA
      .updateTable("sys_user")
      .set({ realname: "别人" })
      .where("username", "=", `c_${realname}_1`)
      .execute();
    expect(await totalOnB()).toBe(1);
    await addUser(4);
    expect(await totalOnB()).toBe(2);
    await dbA.deleteFrom("sys_user").where("username", "like", `c\\_${realname}%`).execute();
    expect(await totalOnB()).toBe(0);
  });

  it("counts again when a table only the filter reads changes (department members)", async () => {
    const { client } = await userOnB([PERMISSION_CODES.user.list]);
    const depart = await dbA.selectFrom("sys_depart").select("id").orderBy("id").executeTakeFirstOrThrow();
    const listOnB = async () =>
      (await client.sys.user.list({ departId: depart.id, pageSize: 1 })).result?.total;
    const before = await listOnB();
    expect(before).toBeGreaterThan(0);

    const other = await createGrantedUser(dbA, []);
    await dbA
      .insertInto("sys_user_depart")
      .values({ id: newId(), user_id: other.id, dep_id: depart.id })
      .execute();
    expect(await listOnB()).toBe((before ?? 0) + 1);
  });

  it("answers a page past the end with the current total", async () => {
    const { client } = await userOnB([PERMISSION_CODES.user.list]);
    const realname = `末页${randomBytes(4).toString("hex")}`;
    await dbA
      .insertInto("sys_user")
      .values({ id: newId(), username: `e_${realname}`, realname, status: 1, del_flag: 0 })
      .execute();
    const page = (pageNo: number) => client.sys.user.list({ realname, pageNo, pageSize: 10 });
    expect((await page(1)).result).toMatchObject({ total: 1, records: [{ realname }] });
    expect((await page(5)).result).toMatchObject({ total: 1, records: [] });
    await dbA.updateTable("sys_user").set({ del_flag: 1 }).where("realname", "=", realname).execute();
    expect((await page(5)).result).toMatchObject({ total: 0, records: [] });
    expect((await page(1)).result).toMatchObject({ total: 0, records: [] });
  });

  it("shows a dictionary text changed through A on B's next list page", async () => {
    const { client } = await userOnB([PERMISSION_CODES.log.list]);
    const firstText = async () =>
      (await client.sys.log.list({ logType: 1 })).result?.records[0]?.logType_dictText;
    await signIn(appA, "admin"); // at least one sign-in log row
    expect(await firstText()).toBe("登录日志");

    const renamed = `登录日志${randomBytes(3).toString("hex")}`;
    const logTypeDict = dbA.selectFrom("sys_dict").select("id").where("dict_code", "=", "log_type");
    const item = () =>
      dbA.updateTable("sys_dict_item").where("dict_id", "in", logTypeDict).where("item_value", "=", "1");
    await item().set({ item_text: renamed }).execute();
    expect(await firstText()).toBe(renamed);
    await item().set({ item_text: "登录日志" }).execute();
    expect(await firstText()).toBe("登录日志");
  });

  it("shows a user's departments and tenants changed through A in B's next user list", async () => {
    const { client } = await userOnB([PERMISSION_CODES.user.list]);
    const member = await createGrantedUser(dbA, []);
    const recordOnB = async () =>
      (await client.sys.user.list({ username: member.username })).result?.records[0];
    expect(await recordOnB()).toMatchObject({ orgCodeTxt: null, relTenantIds: "" });

    const depart = await dbA
      .selectFrom("sys_depart")
      .select(["id", "depart_name"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await dbA
      .insertInto("sys_user_depart")
      .values({ id: newId(), user_id: member.id, dep_id: depart.id })
      .execute();
    expect(await recordOnB()).toMatchObject({ orgCodeTxt: depart.depart_name });
    const renamed = `部门${randomBytes(3).toString("hex")}`;
    await dbA.updateTable("sys_depart").set({ depart_name: renamed }).where("id", "=", depart.id).execute();
    try {
      expect(await recordOnB()).toMatchObject({ orgCodeTxt: renamed });
    } finally {
      await dbA
        .updateTable("sys_depart")
        .set({ depart_name: depart.depart_name })
        .where("id", "=", depart.id)
        .execute();
    }
    await dbA
      .insertInto("sys_user_tenant")
      .values({ id: newId(), user_id: member.id, tenant_id: 1002, status: "1" })
      .execute();
    expect(await recordOnB()).toMatchObject({ orgCodeTxt: depart.depart_name, relTenantIds: "1002" });
  });

  /** An order-list reader on B: the total of the list, and the channels of its first page. */
  const ordersOn = (client: KanyaClient) => async () => {
    const page = (
      await client.get<{ total: number; records: { channelId: string | null }[] }>(
        "/business/serviceOrder/list",
        { pageSize: 100 },
      )
    ).result;
    return { total: page?.total, channels: [...new Set(page?.records.map((r) => r.channelId))].sort() };
  };
  const ordersWhere = async (
    where: (eb: ExpressionBuilder<Database, "biz_service_order">) => Expression<SqlBool>,
  ) =>
    Number(
      (
        await dbA
          .selectFrom("biz_service_order")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where(where)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("applies the data rules authorised, changed, disabled and taken away through A on B's next order list", async () => {
    const { user, client } = await userOnB([PERMISSION_CODES.serviceOrder.list]);
    const orders = ordersOn(client);
    const every = await ordersWhere((eb) => eb.lit(true));
    expect((await orders()).total).toBe(every);

    const ruleId = newId();
    await dbA
      .insertInto("sys_permission_data_rule")
      .values({
        id: ruleId,
        permission_id: MENU_ID.order as string,
        rule_name: "一个渠道",
        rule_column: "channelId",
        rule_conditions: "=",
        rule_value: "3",
        status: "1",
      })
      .execute();
    await dbA
      .insertInto("sys_role_permission")
      .values({
        id: newId(),
        role_id: user.roleId,
        permission_id: MENU_ID.order as string,
        data_rule_ids: ruleId,
      })
      .execute();
    expect(await orders()).toEqual({
      total: await ordersWhere((eb) => eb("channel_id", "=", "3")),
      channels: ["3"],
    });

    const rule = () => dbA.updateTable("sys_permission_data_rule").where("id", "=", ruleId);
    await rule().set({ rule_value: "7" }).execute();
    expect(await orders()).toEqual({
      total: await ordersWhere((eb) => eb("channel_id", "=", "7")),
      channels: ["7"],
    });
    await rule().set({ status: "0" }).execute();
    expect((await orders()).total).toBe(every);
    await rule().set({ status: "1" }).execute();
    expect((await orders()).channels).toEqual(["7"]);
    await dbA
      .deleteFrom("sys_role_permission")
      .where("role_id", "=", user.roleId)
      .where("permission_id", "=", MENU_ID.order as string)
      .execute();
    expect((await orders()).total).toBe(every);
  });

  it("keeps a department's user to the channels A gives the department, and lets them see all once A grants it", async () => {
    const orgCode = "A01A09A01";
    const { user, client } = await userOnB([PERMISSION_CODES.serviceOrder.list], orgCode);
    const orders = ordersOn(client);
    const depart = await dbA
      .selectFrom("sys_depart")
      .select("id")
      .where("org_code", "=", orgCode)
      .executeTakeFirstOrThrow();
    const channels = await dbA
      .selectFrom("biz_channel")
      .select(["code", "depart_ids"])
      .where("code", "in", ["1", "3"])
      .orderBy("code")
      .execute();
    expect(channels.map((c) => [c.code, `,${c.depart_ids},`.includes(`,${depart.id},`)])).toEqual([
      ["1", true],
      ["3", false],
    ]);
    expect(await orders()).toEqual({
      total: await ordersWhere((eb) => eb("channel_id", "=", "1")),
      channels: ["1"],
    });

    const three = channels[1]?.depart_ids ?? null;
    const setThree = (departIds: string | null) =>
      dbA.updateTable("biz_channel").set({ depart_ids: departIds }).where("code", "=", "3").execute();
    await setThree(three ? `${three},${depart.id}` : depart.id);
    try {
      expect(await orders()).toEqual({
        total: await ordersWhere((eb) => eb("channel_id", "in", ["1", "3"])),
        channels: ["1", "3"],
      });
    } finally {
      await setThree(three);
    }
    expect((await orders()).channels).toEqual(["1"]);

    const permissionId = newId();
    await dbA
      .insertInto("sys_permission")
      .values({
        id: permissionId,
        name: "查看全部渠道",
        menu_type: 2,
        perms: PERMISSION_CODES.channel.allChannels,
        perms_type: "1",
        status: "1",
        del_flag: 0,
        is_leaf: 1,
      })
      .execute();
    await dbA
      .insertInto("sys_role_permission")
      .values({ id: newId(), role_id: user.roleId, permission_id: permissionId })
      .execute();
    expect((await orders()).total).toBe(await ordersWhere((eb) => eb.lit(true)));
  });

  it("counts a channel's order statuses again on B once A moves an order", async () => {
    const { client } = await userOnB([PERMISSION_CODES.serviceOrder.list]);
    const countsOnB = async () =>
      Object.fromEntries(
        (
          (
            await client.get<{ status: string; coun: number }[]>("/business/serviceOrder/allStatus", {
              queryParamCode: "3",
            })
          ).result ?? []
        ).map((row) => [row.status, Number(row.coun)]),
      );
    const order = await dbA
      .selectFrom("biz_service_order")
      .select(["id", "status"])
      .where("channel_id", "=", "3")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const status = order.status;
    const before = await countsOnB();
    expect(before[status]).toBeGreaterThan(0);
    expect(await countsOnB()).toEqual(before);

    const moved = status === "6" ? "5" : "6";
    const setStatus = (status: string) =>
      dbA.updateTable("biz_service_order").set({ status }).where("id", "=", order.id).execute();
    await setStatus(moved);
    try {
      const after = await countsOnB();
      expect(after[status]).toBe((before[status] ?? 0) - 1);
      expect(after[moved]).toBe((before[moved] ?? 0) + 1);
    } finally {
      await setStatus(status);
    }
    expect(await countsOnB()).toEqual(before);
  });

  it("reads in the session query the same versions the version subquery reads", async () => {
    const tables = ["sys_user", "sys_dict", "sys_dict_item", "sys_role", "no_such_table"];
    await dbA.updateTable("sys_user").set({ update_by: "admin" }).where("username", "=", "admin").execute();
    const { rows } = await sql<{ v: string | null }>`select ${allTableVersions} as v`.execute(dbB);
    const versions = toTableVersions(rows[0]?.v ?? null);
    for (const table of tables) expect(versions.of([table])).toBe(await readTableVersion(dbB, [table]));
    expect(versions.of(tables)).toBe(await readTableVersion(dbB, tables));
  });

  it("ignores a write that is rolled back, and counts one that commits", async () => {
    const before = await readTableVersion(dbB, ["sys_user"]);
    await dbA
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("sys_user").set({ update_by: "x" }).where("username", "=", "admin").execute();
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(await readTableVersion(dbB, ["sys_user"])).toBe(before);
    await dbA.updateTable("sys_user").set({ update_by: "admin" }).where("username", "=", "admin").execute();
    expect(await readTableVersion(dbB, ["sys_user"])).not.toBe(before);
  });

  itOnPostgreSQL(backend)(
    "keeps signing requests in when a migration through another instance changes the users table",
    async () => {
      // The session lookup is a prepared statement selecting every user column: a new column changes its
      // result type, which PostgreSQL refuses for a plan it has cached.
      const { client } = await userOnB([PERMISSION_CODES.log.list]);
      const call = () => client.sys.log.list({ logType: 99 });
      for (let i = 0; i < 3; i++) expect(await call()).toMatchObject({ success: true });
      await sql`alter table sys_user add column kanya_probe integer`.execute(dbA);
      try {
        for (let i = 0; i < 12; i++) expect(await call()).toMatchObject({ success: true });
      } finally {
        await sql`alter table sys_user drop column kanya_probe`.execute(dbA);
      }
      for (let i = 0; i < 12; i++) expect(await call()).toMatchObject({ success: true });
    },
  );

  itOnPostgreSQL(backend)(
    "folds the counters of ended connections into one row without changing any version",
    async () => {
      // A connection that writes and ends, as a pooled connection of some instance does.
      const extra = await openDatabase(fresh.options);
      const pid = await extra.connection().execute(async (conn) => {
        await conn.updateTable("sys_dict").set({ update_by: "x" }).where("dict_code", "=", "sex").execute();
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
        return rows[0]?.pid;
      });
      await extra.destroy();
      const slotOf = (slot: number | undefined) =>
        sql<{
          n: string;
        }>`select count(*) as n from kanya_table_version where table_name = 'sys_dict' and slot = ${slot}`
          .execute(dbA)
          .then(({ rows }) => Number(rows[0]?.n));
      expect(await slotOf(pid)).toBe(1);
      // The server ends a backend shortly after its client leaves: wait until it has.
      for (let i = 0; i < 200; i++) {
        const { rows } = await sql<{
          n: string;
        }>`select count(*) as n from pg_stat_activity where pid = ${pid}`.execute(dbA);
        if (Number(rows[0]?.n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const before = await readTableVersion(dbA, ["sys_dict"]);

      await compactTableVersions(dbA);
      expect(await readTableVersion(dbA, ["sys_dict"])).toBe(before);
      expect(await slotOf(pid)).toBe(0);
      expect(await slotOf(0)).toBe(1);
    },
  );
});
