import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { EXPORT_BATCH_SIZE, queryListAll, queryListBatches } from "../src/http/list/serve-list";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { userListSpec } from "../src/modules/user/list-spec";
import { backends } from "./support/backends";
import { rawRequest } from "./support/client";
import { grantedClient } from "./support/granted-user";
import { readXlsx } from "./support/xlsx";

/*
 * Exports write as they read (issue 14: "stream, do not buffer the workbook whole"): queryListBatches reads
 * the list in batches in the list's order, and /sys/user/exportXls streams the .xlsx of more than one batch.
 */

const backend = backends[0];
if (!backend) throw new Error("no test backend");

describe(`streamed export on ${backend.name}`, () => {
  const count = EXPORT_BATCH_SIZE + 345;
  const realname = `导出${randomBytes(4).toString("hex")}`;
  beforeAll(async () => {
    const db = await backend.db();
    await sql`insert into sys_user (id, username, realname, password, salt, sex, status, del_flag, create_time)
      select md5(${realname} || i), ${realname} || '_' || lpad(i::text, 5, '0'), ${realname}, 'x', 'x', 1 + i % 2, 1, 0,
        timestamp '2024-01-01' + make_interval(mins => i)
      from generate_series(1, ${count}) as i`.execute(db);
  }, 120_000);

  it("reads the same records in the same order, batch by batch", async () => {
    const db = await backend.db();
    const spec = userListSpec(db);
    const ctx = { tenantId: null, auth: undefined, params: { realname, column: "username", order: "desc" } };
    const all = await queryListAll(db, spec, ctx);
    const batches: string[][] = [];
    for await (const batch of await queryListBatches(db, spec, ctx, { batchSize: 1000 }))
      batches.push(batch.map((record) => record.username));
    expect(batches.map((batch) => batch.length)).toEqual([1000, 1000, 345]);
    expect(batches.flat()).toEqual(all.map((record) => record.username));
    expect(all[0]?.sex_dictText).toBeDefined();
    // A bad request fails before any batch is handed out (an error envelope, not a broken download).
    await expect(queryListBatches(db, spec, { ...ctx, params: { column: "password" } })).rejects.toThrow(
      "请注意，将要排序的列字段不存在：password",
    );
  }, 60_000);

  it(`streams /sys/user/exportXls over ${count} rows as one workbook`, async () => {
    const db = await backend.db();
    const app = createApp({ db });
    const { session } = await grantedClient(app, db, [PERMISSION_CODES.user.export]);
    const res = await rawRequest(
      app,
      `/sys/user/exportXls?realname=${encodeURIComponent(realname)}&column=username&order=asc`,
      {
        headers: { "X-Access-Token": session.token },
      },
    );
    expect(res.status).toBe(200);
    const rows = await readXlsx(new Uint8Array(await res.arrayBuffer()));
    expect(rows[0]?.[0]).toBe("用户列表");
    expect(rows[1]?.slice(0, 2)).toEqual(["登录账号", "真实姓名"]);
    const names = rows.slice(2).map((row) => row[0]);
    expect(names).toHaveLength(count);
    expect(names[0]).toBe(`${realname}_00001`);
    expect(names.at(-1)).toBe(`${realname}_${String(count).padStart(5, "0")}`);
  }, 120_000);
});
