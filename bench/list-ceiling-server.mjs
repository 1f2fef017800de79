// The honest ceiling of a list endpoint, run as its own process by server-lists.mjs: Hono and the pg driver
// running one prepared query that reads the same page the real endpoint shows — no token, session or
// permission check, no count, no dictionary texts. `?count=1` adds the page's total (a second prepared
// query), to show what counting costs on its own. Arguments: the database URL, then the queries as
// JSON (name → { text, values, count }). Prints `ceiling <port>` when listening.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

const [databaseUrl, queriesJson] = process.argv.slice(2);
const queries = JSON.parse(queriesJson ?? "{}");
// The real server's pool size, so both wait for PostgreSQL the same way. Prepared (parsed once), but
// planned for each run's values as the server's list queries are: a generic plan of a skewed filter
// (log_type = $1) can be a scan of the whole table.
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: 10,
  options: "-c plan_cache_mode=force_custom_plan",
});
const app = new Hono();

app.get("/ceiling/:name", async (c) => {
  const name = c.req.param("name");
  const query = queries[name];
  if (!query) return c.json({ success: false, message: `no query ${name}`, code: 404 }, 404);
  const page = await pool.query({ name: `ceiling_${name}`, text: query.text, values: query.values });
  let total = page.rows.length;
  if (c.req.query("count") === "1") {
    const counted = await pool.query({
      name: `ceiling_count_${name}`,
      text: query.count,
      values: query.values,
    });
    total = Number(counted.rows[0].total);
  }
  return c.json({
    success: true,
    message: "",
    code: 0,
    result: { records: page.rows, total, size: page.rows.length, current: 1 },
    timestamp: Date.now(),
  });
});

serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => console.log(`ceiling ${info.port}`));
process.on("SIGTERM", () => pool.end().finally(() => process.exit(0)));
