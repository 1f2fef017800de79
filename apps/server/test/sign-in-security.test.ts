import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../src/app";
import { hashPassword, newPasswordSalt } from "../src/auth/password";
import { migrateAndSeed } from "../src/db/migrate-and-seed";
import { openDatabase } from "../src/db/open-database";
import { DEMO_SIGN_INS } from "../src/db/seed/demo-accounts";
import { startServer } from "../src/start-server";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { movableClock } from "./support/movable-clock";
import { capturingSmsSender, createPhoneUser } from "./support/sign-in";
import { createTestUser } from "./support/users";

const LOCKED = "该用户登录失败次数过多，请于10分钟后再次登录！";
const MINUTE_MS = 60 * 1000;
const SECRET = "a-production-secret-that-is-long-enough-0123456789";
const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

describe.each(backends)("sign-in security on $name", (backend) => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  describe("lockout after 5 wrong passwords within 10 minutes", () => {
    it("refuses even the right password for 10 minutes, on every instance, then lets the owner in", async () => {
      const db = await backend.db();
      const clock = movableClock();
      const app = createApp({ db, clock: clock.now });
      const client = inProcessClient(app);
      const user = await createTestUser(db);

      for (let i = 0; i < 5; i++) {
        const res = await client.sys.login({ username: user.username, password: `wrong-${i}` });
        expect(res).toMatchObject({ success: false, message: "用户名或密码错误" });
      }
      const locked = await client.sys.login({ username: user.username, password: user.password });
      expect(locked).toMatchObject({ success: false, code: 500, message: LOCKED, result: null });
      // The count lives in the database: another instance (no shared memory) refuses too.
      const otherInstance = inProcessClient(createApp({ db, clock: clock.now }));
      expect(
        (await otherInstance.sys.login({ username: user.username, password: user.password })).message,
      ).toBe(LOCKED);
      const rows = await db.selectFrom("kanya_login_failure").select("fail_count").execute();
      expect(rows.some((r) => r.fail_count >= 5)).toBe(true);

      clock.advance(9 * MINUTE_MS);
      expect((await client.sys.login({ username: user.username, password: user.password })).message).toBe(
        LOCKED,
      );
      clock.advance(MINUTE_MS + 1000);
      const after = await client.sys.login({ username: user.username, password: user.password });
      expect(after).toMatchObject({ success: true, message: "登录成功" });
    });

    it("does not lock for failures spread over more than 10 minutes, and a success resets the count", async () => {
      const db = await backend.db();
      const clock = movableClock();
      const client = inProcessClient(createApp({ db, clock: clock.now }));
      const user = await createTestUser(db);
      for (let i = 0; i < 4; i++) await client.sys.login({ username: user.username, password: "nope" });
      clock.advance(11 * MINUTE_MS);
      for (let i = 0; i < 4; i++) await client.sys.login({ username: user.username, password: "nope" });
      expect((await client.sys.login({ username: user.username, password: user.password })).success).toBe(
        true,
      );
      for (let i = 0; i < 4; i++) await client.sys.login({ username: user.username, password: "nope" });
      expect((await client.sys.login({ username: user.username, password: user.password })).success).toBe(
        true,
      );
    });

    it("counts per account: another account is not affected", async () => {
      const db = await backend.db();
      const client = inProcessClient(createApp({ db }));
      const victim = await createTestUser(db);
      const bystander = await createTestUser(db);
      for (let i = 0; i < 5; i++) await client.sys.login({ username: victim.username, password: "nope" });
      expect((await client.sys.login({ username: victim.username, password: victim.password })).message).toBe(
        LOCKED,
      );
      expect((await client.sys.login(bystander)).success).toBe(true);
    });

    it("locks phone sign-in per number after 5 wrong codes", async () => {
      const db = await backend.db();
      const sms = capturingSmsSender();
      const clock = movableClock();
      const client = inProcessClient(createApp({ db, smsSender: sms, clock: clock.now }));
      const user = await createPhoneUser(db);
      await client.sys.sendSms({ mobile: user.phone, smsmode: "0" });
      const code = sms.lastCodeFor(user.phone);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) {
        expect((await client.sys.phoneLogin({ mobile: user.phone, captcha: wrong })).message).toBe(
          "手机验证码错误",
        );
      }
      expect(await client.sys.phoneLogin({ mobile: user.phone, captcha: code })).toMatchObject({
        success: false,
        message: LOCKED,
      });
      // The account's password sign-in is a different counter.
      expect((await client.sys.login(user)).success).toBe(true);
    });
  });

  it("never says whether the username or the password was wrong, nor which usernames get locked", async () => {
    const db = await backend.db();
    const client = inProcessClient(createApp({ db }));
    const user = await createTestUser(db);
    const ghost = `${user.username}_ghost`;
    const wrongPassword = await client.sys.login({ username: user.username, password: "nope" });
    const unknownUser = await client.sys.login({ username: ghost, password: "nope" });
    const strip = ({ timestamp: _t, ...rest }: { timestamp: number }) => rest;
    expect(strip(unknownUser)).toEqual(strip(wrongPassword));
    expect(wrongPassword).toMatchObject({
      success: false,
      code: 500,
      message: "用户名或密码错误",
      result: null,
    });
    for (let i = 0; i < 4; i++) {
      await client.sys.login({ username: user.username, password: "nope" });
      await client.sys.login({ username: ghost, password: "nope" });
    }
    const lockedReal = await client.sys.login({ username: user.username, password: "nope" });
    const lockedGhost = await client.sys.login({ username: ghost, password: "nope" });
    expect(strip(lockedGhost)).toEqual(strip(lockedReal));
    expect(lockedReal.message).toBe(LOCKED);
  });

  describe("tokens", () => {
    it("are revoked by logout", async () => {
      const db = await backend.db();
      const app = createApp({ db });
      const user = await createTestUser(db);
      const token = await signIn(app, user.username, user.password);
      const headers = { "X-Access-Token": token };
      expect((await rawRequest(app, "/sys/user/getUserInfo", { headers })).status).toBe(200);
      expect((await inProcessClient(app, { token }).sys.logout()).success).toBe(true);
      expect((await rawRequest(app, "/sys/user/getUserInfo", { headers })).status).toBe(401);
    });

    it("are all revoked when the password changes, on every device", async () => {
      const db = await backend.db();
      const app = createApp({ db });
      const user = await createTestUser(db);
      const tokens = [
        await signIn(app, user.username, user.password),
        await signIn(app, user.username, user.password),
      ];
      const first = tokens[0] ?? "";
      const res = await inProcessClient(app, { token: first }).sys.updatePassword({
        username: user.username,
        oldpassword: user.password,
        password: "Changed-1",
        confirmpassword: "Changed-1",
      });
      expect(res.success).toBe(true);
      for (const token of tokens) {
        const after = await rawRequest(app, "/sys/permission/getUserPermissionByToken", {
          headers: { "X-Access-Token": token },
        });
        expect(after.status).toBe(401);
      }
      const live = await db
        .selectFrom("kanya_session")
        .select("id")
        .where("user_id", "=", user.id)
        .where("revoked_at", "is", null)
        .execute();
      expect(live).toEqual([]);
    });
  });

  describe("production start", () => {
    it("refuses to start without a token secret, before touching the database", async () => {
      vi.stubEnv("NODE_ENV", "production");
      vi.stubEnv("TOKEN_SECRET", "");
      const started = startServer({
        dataDir: "/nonexistent/never-created",
        port: 0,
        consoleDir: null,
        log: () => {},
      });
      await expect(started).rejects.toThrow(/NODE_ENV=production but no TOKEN_SECRET is configured/);
      await expect(
        startServer({
          production: true,
          tokenSecret: "short",
          dataDir: "memory://",
          port: 0,
          consoleDir: null,
        }),
      ).rejects.toThrow(/at least 32/);
    });

    it("refuses to start while a demo account keeps its demo password, and starts once it is changed", {
      timeout: 180_000,
    }, async () => {
      const fresh = await backend.freshDatabase();
      try {
        const options = { ...fresh.options, port: 0, consoleDir: null, log: () => {}, production: true };
        const refused = startServer({ ...options, tokenSecret: SECRET });
        await expect(refused).rejects.toThrow(
          /NODE_ENV=production but admin, .* still have the demo password/,
        );
        await expect(refused).rejects.toThrow(/change the password/);

        const db = await openDatabase(fresh.options);
        try {
          await migrateAndSeed(db);
          const [last, ...others] = [...DEMO_SIGN_INS].reverse();
          for (const { username } of others) {
            const salt = newPasswordSalt();
            await db
              .updateTable("sys_user")
              .set({ salt, password: await hashPassword(`${username}-Secret-1`, salt) })
              .where("username", "=", username)
              .execute();
          }
          // A frozen account cannot sign in, so its demo password does not block the start.
          await db
            .updateTable("sys_user")
            .set({ status: 2 })
            .where("username", "=", last?.username ?? "")
            .execute();
        } finally {
          await db.destroy();
        }

        const server = await startServer({ ...options, tokenSecret: SECRET });
        try {
          const res = await fetch(`${server.url}jeecg-boot/sys/login`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ username: "admin", password: "admin-Secret-1" }),
          });
          expect(((await res.json()) as { success: boolean }).success).toBe(true);
        } finally {
          await server.close();
        }
      } finally {
        await fresh.dispose();
      }
    });
  });
});

/** The server's runtime dependencies (and their subpaths), as tsup leaves them outside dist/main.js. */
function shippedExternals(): string[] {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, "apps", "server", "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies)
    .filter((name) => name !== "@kanya/resources")
    .flatMap((name) => [name, `${name}/*`]);
}

describe("the server process (main)", () => {
  it("exits non-zero with a clear message when NODE_ENV=production has no TOKEN_SECRET", {
    timeout: 120_000,
  }, async () => {
    // main.ts bundled as it is shipped (dist/main.js), into a folder of the package so it finds its root.
    const dir = await mkdtemp(join(REPO_ROOT, "apps", "server", ".kanya-main-"));
    try {
      const outfile = join(dir, "main.mjs");
      await build({
        entryPoints: [join(REPO_ROOT, "apps", "server", "src", "main.ts")],
        bundle: true,
        platform: "node",
        format: "esm",
        // Dependencies stay external as in dist/main.js — except @kanya/resources, which ships TypeScript
        // sources only and is bundled in (tsup.config.ts noExternal), or node could not load it.
        external: shippedExternals(),
        outfile,
        logLevel: "silent",
      });
      const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [outfile], {
          env: { ...process.env, NODE_ENV: "production", TOKEN_SECRET: "", PORT: "0", DATA_DIR: "memory://" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (exitCode) => resolve({ code: exitCode, output }));
      });
      expect(code).not.toBe(0);
      expect(output).toContain("Kanya server failed to start");
      expect(output).toContain("TOKEN_SECRET");
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
