import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { isDatabaseUnavailable } from "../src/db/database-unavailable";
import { openDatabase } from "../src/db/open-database";
import { backends } from "./support/backends";
import { rawRequest } from "./support/client";

/*
 * PostgreSQL stopped, restarting or out of reach: requests get a clear 503 instead of a hang or a crash,
 * and the server carries on by itself once the database is back (bench/outage.mjs runs the whole story
 * against a real cluster).
 */
describe("database unavailable", () => {
  it("answers 503 with the envelope and a retry hint, quickly, when PostgreSQL refuses connections", async () => {
    const logged: string[] = [];
    const db = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/none`,
    });
    try {
      const app = createApp({ db, tokenSecret: "secret", log: (line) => logged.push(line) });
      const signIn = {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"username":"admin","password":"123456"}',
      };
      const res = await rawRequest(app, "/sys/login", signIn);

      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("5");
      expect(await res.json()).toEqual({
        success: false,
        message: "数据库暂时不可用，请稍后重试",
        code: 503,
        result: null,
        timestamp: expect.any(Number),
      });
      expect(logged.join("\n")).toContain("database unavailable (connect ECONNREFUSED");

      // Every request of an outage fails alike: the log says so once, not once per request.
      const again = await rawRequest(app, "/sys/login", signIn);
      expect(again.status).toBe(503);
      expect(logged.filter((line) => line.includes("database unavailable"))).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });
});

// Only PostgreSQL has a connection to lose (PGlite runs in the process).
describe.each(backends.filter((backend) => backend.name === "PostgreSQL"))(
  "a lost connection on $name",
  (backend) => {
    it("does not crash the process when PostgreSQL ends a checked-out connection; that work fails as unavailable, the next succeeds", async () => {
      const fresh = await backend.freshDatabase();
      const db = await openDatabase(fresh.options);
      try {
        const work = db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Ended from another pooled connection, as a shutdown or failover ends it.
          await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(db);
          await new Promise((resolve) => setTimeout(resolve, 200));
        });
        await expect(work).rejects.toSatisfy(isDatabaseUnavailable);
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await db.destroy();
        await fresh.dispose();
      }
    });
  },
);

/** A loopback port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
