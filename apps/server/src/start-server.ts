import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { SmsSender } from "./auth/sms";
import { migrateAndSeed } from "./db/migrate-and-seed";
import { describeDatabaseTarget, openDatabase, resolveDatabaseTarget } from "./db/open-database";
import { ensureDemoFiles } from "./db/seed/demo-files";
import { compactTableVersions } from "./db/table-versions";
import { corsOriginsFromEnv } from "./http/cors";
import { createHttpStats, type MonitorSource } from "./modules/monitor";
import { attachNoticeSocket, noticeSocketDeps, openNoticeBus } from "./modules/notice";
import { startScheduler } from "./modules/scheduler";
import { defaultConsoleDir } from "./paths";
import { assertNoDemoPasswords, assertTokenSecretConfigured, isProduction } from "./production-check";
import { localFileStorage } from "./storage/file-storage";
import { defaultStorageDir } from "./storage/storage-dir";

export interface StartServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** `postgres://…` for PostgreSQL; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite folder or `memory://`. Default `apps/server/data`. */
  dataDir?: string;
  /** Console build served at `/`; default `apps/console/dist`; null serves no console. */
  consoleDir?: string | null;
  /** Token-signing secret; default: `TOKEN_SECRET`, else the one kept in the database. */
  tokenSecret?: string;
  /** Receives start-up lines and unexpected errors. Default: console.log. */
  log?: (line: string) => void;
  /** Require the login captcha; default: `LOGIN_CAPTCHA=1`. */
  captcha?: boolean;
  /** Delivers SMS codes; default: written to `log`. */
  smsSender?: SmsSender;
  /** Secret of the `X-Sign` request signature; default: `SIGNATURE_SECRET`, else JeecgBoot's public one. */
  signatureSecret?: string;
  /**
   * Production rules: refuse to start without a configured token secret or while a demo account keeps its
   * demo password. Default: `NODE_ENV=production`.
   */
  production?: boolean;
  /** How often the notice websocket sends its heartbeat. Default 20 s. */
  noticeHeartbeatMs?: number;
  /** Other origins allowed to call the API; default: `CORS_ORIGINS`, plus the dev server in development. */
  corsOrigins?: readonly string[];
  /** The server's time (seed dates, sessions, audit stamps); visual baselines freeze it. Default: real time. */
  clock?: () => Date;
  /** The monitoring pages' figures in place of the real readers (see `AppDeps.monitor`); visual baselines fix them. */
  monitor?: Partial<MonitorSource>;
}

export interface RunningServer {
  /** Base URL of the console, e.g. `http://127.0.0.1:8080/`; the API is under `jeecg-boot/`. */
  url: string;
  port: number;
  /** Stops listening, ends open connections and closes the database. */
  close(): Promise<void>;
}

const VERSION_COMPACTION_MS = 10 * 60 * 1000;

/** Opens the database, migrates and seeds it, and serves the app on a port. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const tokenSecret = options.tokenSecret ?? (process.env.TOKEN_SECRET || undefined);
  // Read before the database opens: a malformed CORS_ORIGINS stops the start with its message.
  const corsOrigins = options.corsOrigins ?? corsOriginsFromEnv(process.env);
  const production = options.production ?? isProduction();
  if (production) assertTokenSecretConfigured(tokenSecret);
  const target = resolveDatabaseTarget(options);
  const db = await openDatabase(options);
  try {
    const { applied, seeded } = await migrateAndSeed(db, options.clock?.());
    log(`Database: ${describeDatabaseTarget(target)}`);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(", ")}`);
    if (seeded) log("Seeded the empty database with demo data");
    // The demo rows' files (a health report's PDF), for a demo database, old or new.
    if (!production) await ensureDemoFiles(localFileStorage(defaultStorageDir()));
    if (production) await assertNoDemoPasswords(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // Announcement notices: through PostgreSQL LISTEN/NOTIFY between instances, in-process on PGlite.
  const notices = await openNoticeBus(target, db, log).catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });

  const httpStats = createHttpStats();
  const app = createApp({
    httpStats,
    db,
    consoleDir: options.consoleDir === undefined ? defaultConsoleDir() : options.consoleDir,
    tokenSecret,
    log,
    notices,
    captcha: options.captcha ?? process.env.LOGIN_CAPTCHA?.trim() === "1",
    signatureSecret: options.signatureSecret ?? (process.env.SIGNATURE_SECRET || undefined),
    corsOrigins,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.smsSender ? { smsSender: options.smsSender } : {}),
    ...(options.monitor ? { monitor: options.monitor } : {}),
  });
  // Connections of every instance come and go; their write counters are folded together now and then.
  const compaction =
    target.kind === "postgres"
      ? setInterval(() => {
          compactTableVersions(db).catch((error: unknown) =>
            log(
              `[kanya] could not compact table versions: ${error instanceof Error ? error.message : String(error)}`,
            ),
          );
        }, VERSION_COMPACTION_MS)
      : undefined;
  compaction?.unref();
  const host = options.host ?? "127.0.0.1";
  let server: ReturnType<typeof serve>;
  let address: AddressInfo;
  try {
    ({ server, address } = await listen(app.fetch, options.port ?? 8080, host));
  } catch (error) {
    clearInterval(compaction);
    await notices.close();
    await db.destroy();
    throw error;
  }
  httpStats.watchConnections(server as Server);
  // The notice websocket (`/jeecg-boot/websocket/{userId}`) shares the HTTP server's port.
  const noticeSocket = attachNoticeSocket(
    server as Server,
    noticeSocketDeps({ db, tokenSecret, bus: notices, log, heartbeatMs: options.noticeHeartbeatMs }),
  );

  // Scheduled jobs (定时任务): every instance polls; each fire runs once across them (modules/scheduler).
  const scheduler = startScheduler({ db, notices, log, ...(options.clock ? { clock: options.clock } : {}) });

  const publicHost =
    host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${publicHost}:${address.port}/`,
    port: address.port,
    async close() {
      clearInterval(compaction);
      await scheduler?.stop();
      await noticeSocket.close();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would hold close() open for seconds.
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await notices.close();
      await db.destroy();
    },
  };
}

function listen(
  fetch: Parameters<typeof serve>[0]["fetch"],
  port: number,
  hostname: string,
): Promise<{ server: ReturnType<typeof serve>; address: AddressInfo }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (address) => {
      server.off("error", reject);
      resolve({ server, address });
    });
    server.once("error", reject);
  });
}
