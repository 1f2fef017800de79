import { DEMO_SIGN_INS } from "./db/seed/demo-accounts";
import { defaultConsoleDir } from "./paths";
import { isProduction } from "./production-check";
import { startServer } from "./start-server";

/** `node dist/main.js`: configuration from the environment, demo sign-ins on the console, clean shutdown. */
async function main(): Promise<void> {
  const port = Number.parseInt(process.env.PORT ?? "8080", 10);
  const server = await startServer({
    port: Number.isNaN(port) ? 8080 : port,
    host: process.env.HOST || "0.0.0.0",
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || undefined,
    consoleDir: process.env.CONSOLE_DIR || defaultConsoleDir(),
    log: (line) => console.log(line),
  });
  console.log(`Kanya is running at ${server.url} (API: ${server.url}jeecg-boot)`);
  // In production the start-up check has made sure these no longer work.
  if (!isProduction()) {
    console.log("Demo sign-ins:");
    for (const account of DEMO_SIGN_INS)
      console.log(`  ${account.username} / ${account.password}  ${account.note}`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error("Kanya server failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
