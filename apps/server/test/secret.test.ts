import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../src/app";
import { openDatabase } from "../src/db/open-database";
import { startServer } from "../src/start-server";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";

const PERMISSIONS = "/sys/permission/getUserPermissionByToken";

async function storedSecret(db: Awaited<ReturnType<typeof openDatabase>>): Promise<string> {
  const row = await db
    .selectFrom("kanya_setting")
    .select("value")
    .where("key", "=", "auth.token_secret")
    .executeTakeFirstOrThrow();
  return row.value;
}

describe.each(backends)("the token-signing secret on $name", (backend) => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is kept in the database, so a second app on the same database accepts the first one's tokens", async () => {
    const db = await backend.db();
    const token = await signIn(createApp({ db }), "admin");
    const other = inProcessClient(createApp({ db }), { token });
    expect((await other.sys.getUserPermissionByToken()).success).toBe(true);
    expect((await storedSecret(db)).length).toBeGreaterThanOrEqual(40);
  });

  it("can be overridden (TOKEN_SECRET), and then tokens signed with the stored one no longer verify", async () => {
    const db = await backend.db();
    const token = await signIn(createApp({ db }), "admin");
    const overridden = createApp({ db, tokenSecret: "a-secret-from-the-environment-0123456789" });
    expect((await rawRequest(overridden, PERMISSIONS, { headers: { "X-Access-Token": token } })).status).toBe(
      401,
    );
    const own = await signIn(overridden, "admin");
    expect((await rawRequest(overridden, PERMISSIONS, { headers: { "X-Access-Token": own } })).status).toBe(
      200,
    );
  });

  it("differs between fresh databases and survives a restart of startServer", {
    timeout: 90_000,
  }, async () => {
    vi.stubEnv("TOKEN_SECRET", "");
    const fresh = await backend.freshDatabase();
    try {
      const lines: string[] = [];
      const options = {
        ...fresh.options,
        port: 0,
        consoleDir: null,
        log: (line: string) => lines.push(line),
      };

      const first = await startServer(options);
      const login = await fetch(`${first.url}jeecg-boot/sys/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "admin", password: "123456" }),
      });
      const { result } = (await login.json()) as { result: { token: string } };
      await first.close();
      expect(lines).toContain("Seeded the empty database with demo data");

      lines.length = 0;
      const second = await startServer(options);
      const again = await fetch(`${second.url}jeecg-boot${PERMISSIONS}`, {
        headers: { "X-Access-Token": result.token },
      });
      expect(again.status).toBe(200);
      await second.close();
      expect(lines).not.toContain("Seeded the empty database with demo data");

      const reopened = await openDatabase(fresh.options);
      try {
        await signIn(createApp({ db: await backend.db() }), "admin"); // makes sure the shared one exists
        expect(await storedSecret(reopened)).not.toBe(await storedSecret(await backend.db()));
      } finally {
        await reopened.destroy();
      }
    } finally {
      await fresh.dispose();
    }
  });
});
