import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where this run's throwaway PostgreSQL databases live (one per worker), or null without TEST_DATABASE_URL. */
    postgresUrl: string | null;
    /** A connection that may CREATE/DROP DATABASE, for tests that need their own fresh database. */
    postgresAdminUrl: string | null;
    /** Every database this run creates starts with this, so teardown can drop them all. */
    postgresDbPrefix: string;
  }
}

/**
 * Decides which backends the suite runs on. PGlite always; PostgreSQL when TEST_DATABASE_URL is set, in a
 * throwaway databases named after a random prefix (one per worker, created on first use) that are all
 * dropped at the end, with any fresh databases tests made.
 */
export default async function setup(project: TestProject) {
  const prefix = `kanya_test_${randomBytes(4).toString("hex")}`;
  project.provide("postgresDbPrefix", prefix);
  const baseUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!baseUrl) {
    console.log(
      "\n  PostgreSQL suite NOT run: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it." +
        "\n  The server suite runs on PGlite only.\n",
    );
    project.provide("postgresUrl", null);
    project.provide("postgresAdminUrl", null);
    return;
  }

  const adminUrl = await reachableAdminUrl(baseUrl);
  // Each test worker creates its own `<prefix>_w<n>` database on first use (test/support/backends.ts).
  const url = new URL(adminUrl);
  url.pathname = `/${prefix}_w*`;
  project.provide("postgresUrl", url.toString());
  project.provide("postgresAdminUrl", adminUrl);
  console.log(`\n  PostgreSQL suite runs in throwaway databases ${prefix}_w* (from TEST_DATABASE_URL).\n`);

  return async () => {
    await withClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${prefix}%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    });
  };
}

/** TEST_DATABASE_URL itself, or the server's `postgres` database when the named one does not exist. */
async function reachableAdminUrl(baseUrl: string): Promise<string> {
  try {
    await withClient(baseUrl, (client) => client.query("select 1"));
    return baseUrl;
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error;
    const fallback = new URL(baseUrl);
    fallback.pathname = "/postgres";
    return fallback.toString();
  }
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
