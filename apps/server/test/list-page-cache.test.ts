import { randomBytes } from "node:crypto";
import type { Kysely, KyselyPlugin } from "kysely";
import { describe, expect, it, vi } from "vitest";
import type { Database } from "../src/db/schema";
import { allTableVersions, toTableVersions } from "../src/db/table-versions";
import { defineListSpec, type ListParams, queryListPage } from "../src/http/list";
import { newId } from "../src/ids";
import { backends } from "./support/backends";

/*
 * Kept pages (src/http/list/page-cache.ts): a request whose versions were read when it began is answered
 * from rows kept at those versions, with no statement at all, and the first write makes the next request
 * read the table again.
 */
describe.each(backends)("kept list pages on $name", (backend) => {
  const spec = defineListSpec({
    table: "sys_position",
    fields: {
      name: { column: "name", type: "string" },
      code: { column: "code", type: "string" },
      createTime: { column: "create_time", type: "datetime" },
    },
    toRecords: (rows) => rows.map((row) => ({ id: row.id, name: row.name, code: row.code })),
  });

  /** The database seen through a plugin that counts the statements run, as one request's helpers. */
  async function counted(listed: typeof spec = spec) {
    const db = await backend.db();
    const seen = { statements: 0 };
    // Counted on the way back: `transformQuery` also runs when a query is only compiled (for a cache key).
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        seen.statements += 1;
        return args.result;
      },
    };
    const through = db.withPlugin(counter);
    /** One list request: the versions as the guard reads them, then the page. */
    const list = async (params: ListParams) => {
      const { table_versions } = await db
        .selectNoFrom(allTableVersions.as("table_versions"))
        .executeTakeFirstOrThrow();
      const before = seen.statements;
      const page = await queryListPage(through, listed, {
        tenantId: null,
        auth: undefined,
        params,
        versions: toTableVersions(table_versions),
      });
      return { page, statements: seen.statements - before };
    };
    return { db, list };
  }

  const addPosition = (db: Kysely<Database>, code: string, name: string) =>
    db.insertInto("sys_position").values({ id: newId(), code, name, create_time: new Date() }).execute();

  it("answers a page kept at the request's versions without a statement, and reads again after a write", async () => {
    const { db, list } = await counted();
    const tag = `页缓存${randomBytes(3).toString("hex")}`;
    for (const n of [1, 2, 3]) await addPosition(db, `pc_${tag}_${n}`, `${tag}${n}`);
    const params = { name: `*${tag}*`, column: "code", order: "asc", pageNo: "1", pageSize: "2" };

    const first = await list(params);
    expect(first.page.records.map((r) => r.name)).toEqual([`${tag}1`, `${tag}2`]);
    expect(first.page.total).toBe(3);
    expect(first.statements).toBeGreaterThan(0);

    const again = await list(params);
    expect(again.statements).toBe(0);
    expect(again.page).toEqual(first.page);
    // Another page of the same query is a page of its own: read, then kept.
    expect((await list({ ...params, pageNo: "2" })).statements).toBeGreaterThan(0);
    expect((await list({ ...params, pageNo: "2" })).statements).toBe(0);

    await db
      .updateTable("sys_position")
      .set({ name: `${tag}1改` })
      .where("code", "=", `pc_${tag}_1`)
      .execute();
    const changed = await list(params);
    expect(changed.statements).toBeGreaterThan(0);
    expect(changed.page.records.map((r) => r.name)).toEqual([`${tag}1改`, `${tag}2`]);

    await db.deleteFrom("sys_position").where("code", "=", `pc_${tag}_2`).execute();
    const removed = await list(params);
    expect(removed.page.records.map((r) => r.name)).toEqual([`${tag}1改`, `${tag}3`]);
    expect(removed.page.total).toBe(2);
  });

  it("reads every page from the database with LIST_PAGE_CACHE=0", async () => {
    const { db, list } = await counted();
    const tag = `页不留${randomBytes(3).toString("hex")}`;
    await addPosition(db, `pn_${tag}`, tag);
    const params = { name: tag, pageNo: "1", pageSize: "10" };
    vi.stubEnv("LIST_PAGE_CACHE", "0");
    try {
      await list(params);
      expect((await list(params)).statements).toBeGreaterThan(0);
    } finally {
      vi.unstubAllEnvs();
    }
    await list(params);
    expect((await list(params)).statements).toBe(0);
  });

  it("hands each request its own copies of the kept rows, which a mapper may change", async () => {
    // A mapper that changes the rows it is given: kept rows must not carry one request's change into the next.
    const marking = defineListSpec({
      ...spec,
      toRecords: (rows) =>
        rows.map((row) => {
          row.name = `${row.name}!`;
          return { id: row.id, name: row.name, code: row.code };
        }),
    });
    const { db, list } = await counted(marking);
    const tag = `页副本${randomBytes(3).toString("hex")}`;
    await addPosition(db, `pd_${tag}`, tag);
    const params = { name: tag, pageNo: "1", pageSize: "10" };
    expect((await list(params)).page.records[0]?.name).toBe(`${tag}!`);
    const again = await list(params);
    expect(again.statements).toBe(0);
    expect(again.page.records[0]?.name).toBe(`${tag}!`);
  });
});
