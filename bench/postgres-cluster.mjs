// A throwaway PostgreSQL cluster of the bench's own (initdb into a temporary folder, pg_ctl on a free
// loopback port), so a benchmark can stop and start the database without touching the machine's shared
// server. PostgreSQL refuses to run as root: then the cluster runs as the `postgres` system user.
import { execFile } from "node:child_process";
import { chownSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const POSTGRES_LIB = "/usr/lib/postgresql";

/** The newest installed PostgreSQL's bin folder (Debian's layout), or undefined. */
export function postgresBinDir() {
  try {
    const versions = readdirSync(POSTGRES_LIB)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    return versions.length > 0 ? join(POSTGRES_LIB, versions[0], "bin") : undefined;
  } catch {
    return undefined;
  }
}

/**
 * initdb and start a cluster; `url` reaches its `postgres` database. `stop()` (fast shutdown: sessions
 * are ended, as in a restart or failover) and `start()` may be repeated; `dispose()` stops it and removes
 * the folder.
 */
export async function startThrowawayCluster() {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`no PostgreSQL under ${POSTGRES_LIB}: install postgresql to run this benchmark`);
  const dir = await mkdtemp(join(tmpdir(), "kanya-cluster-"));
  const dataDir = join(dir, "data");
  const asRoot = userInfo().uid === 0;
  // Run as `postgres` when we are root (PostgreSQL refuses root); the folder must then be theirs.
  const pgUser = async (command, args) => {
    const [file, fileArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", command, ...args]]
      : [command, args];
    return run(file, fileArgs, { timeout: 60_000 });
  };
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout), Number(gid));
  }
  const port = await freePort();
  const pgCtl = join(bin, "pg_ctl");
  await pgUser(join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  // Loopback only, its own socket folder; fsync off because the cluster is thrown away (durability is
  // what bench/crash.mjs measures, on a real server).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    pgUser(pgCtl, ["-D", dataDir, "-o", options, "-l", join(dir, "server.log"), "-w", "start"]);
  const stop = (mode = "fast") => pgUser(pgCtl, ["-D", dataDir, "-m", mode, "-w", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => start().then(() => undefined),
    stop: () => stop().then(() => undefined),
    async dispose() {
      await stop("immediate").catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
