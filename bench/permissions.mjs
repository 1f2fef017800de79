// GET /sys/permission/getUserPermissionByToken of the real server for a user holding 2,000 permission rows
// (100 menus, 1,000 sub-menus, 900 buttons, through one role) in PostgreSQL: sequential requests over
// loopback, median / p90 / p99 latency, and whether the median is under 20 ms. Run
// `npm run build -w @kanya/server` first. Database: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test); a throwaway database is created beside it and dropped at the end.
import {
  createThrowawayDatabase,
  describeMachine,
  migrateAndSeedDatabase,
  percentile,
  requireServerBuild,
  signIn,
  startRealServer,
  timedSql,
  withClient,
} from "./server-support.mjs";

const MEDIAN_TARGET_MS = 20;
const WARMUP = 30;
const SAMPLES = Number(process.env.BENCH_SAMPLES || 300);
const ROLE_ID = "bench0role0permissions000000001";
const USER_ID = "bench0user0permissions000000001";

requireServerBuild();
const database = await createThrowawayDatabase("kanya_bench_permissions");
console.log(`Database ${database.name}: migrating and seeding, then 2,000 permission rows for one user`);
let server;
try {
  await migrateAndSeedDatabase(database.url);
  await withClient(database.url, async (client) => {
    await timedSql(
      client,
      "100 menus, 1,000 sub-menus, 900 buttons",
      `insert into sys_permission (id, parent_id, name, url, component, component_name, menu_type, perms, perms_type,
         sort_no, is_route, is_leaf, keep_alive, hidden, status, del_flag, create_by, create_time)
       select md5('bench-menu-' || i), null, '基准菜单' || i, '/bench/m' || i, 'layouts/RouteView', null, 0, null, '1',
         i, 1, 0, 0, 0, null, 0, 'admin', now() from generate_series(1, 100) as i
       union all
       select md5('bench-page-' || j), md5('bench-menu-' || (1 + (j - 1) / 10)), '基准页面' || j,
         '/bench/m' || (1 + (j - 1) / 10) || '/p' || j, 'bench/BenchPage' || j, 'BenchPage' || j, 1, null, '1',
         j, 1, case when j <= 900 then 0 else 1 end, 0, 0, null, 0, 'admin', now() from generate_series(1, 1000) as j
       union all
       select md5('bench-button-' || k), md5('bench-page-' || k), '基准按钮' || k, null, null, null, 2,
         'bench:p' || k || ':add', '1', k, 1, 1, 0, 0, '1', 0, 'admin', now() from generate_series(1, 900) as k`,
    );
    await client.query(
      `insert into sys_role (id, role_name, role_code, description, create_time)
       values ($1, '基准角色', 'bench_permissions', '2,000 permission rows', now())`,
      [ROLE_ID],
    );
    await timedSql(
      client,
      "granted to one role",
      `insert into sys_role_permission (id, role_id, permission_id)
       select md5('bench-grant-' || id), '${ROLE_ID}', id from sys_permission where id in (
         select md5('bench-menu-' || i) from generate_series(1, 100) as i
         union all select md5('bench-page-' || j) from generate_series(1, 1000) as j
         union all select md5('bench-button-' || k) from generate_series(1, 900) as k)`,
    );
    // The user signs in with admin's password: a scrypt hash depends on the salt and password only.
    await client.query(
      `insert into sys_user (id, username, realname, password, salt, status, del_flag, create_time)
       select $1, 'bench_permissions', '基准用户', password, salt, 1, 0, now() from sys_user where username = 'admin'`,
      [USER_ID],
    );
    await client.query(
      `insert into sys_user_role (id, user_id, role_id, tenant_id) values (md5('bench-user-role'), $1, $2, 0)`,
      [USER_ID, ROLE_ID],
    );
    const { rows } = await client.query(
      `select count(*)::int as n from sys_role_permission rp join sys_user_role ur on ur.role_id = rp.role_id
       where ur.user_id = $1`,
      [USER_ID],
    );
    console.log(`  the user holds ${rows[0].n} permission rows`);
    await client.query("vacuum analyze sys_permission, sys_role_permission, sys_user_role");
  });

  server = await startRealServer(database.url);
  const token = await signIn(server.base, "bench_permissions", "123456");
  const url = `${server.base}/sys/permission/getUserPermissionByToken`;
  const headers = { "X-Access-Token": token, "X-Tenant-Id": "0", "tenant-id": "0" };

  let size = 0;
  let summary = "";
  const times = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const text = await res.text();
    const elapsed = performance.now() - started;
    if (i === 0) {
      const body = JSON.parse(text);
      if (!body.success) throw new Error(`getUserPermissionByToken failed: ${body.message}`);
      const countMenus = (items) => items.reduce((n, item) => n + 1 + countMenus(item.children ?? []), 0);
      summary = `${countMenus(body.result.menu)} menu entries, ${body.result.auth.length} own buttons, ${body.result.allAuth.length} buttons in all`;
      size = Buffer.byteLength(text);
    }
    if (i >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  console.log(
    `\n${SAMPLES} sequential requests after ${WARMUP} warm-up ones, loopback; ${describeMachine()}`,
  );
  console.log(`Answer: ${summary}, ${(size / 1024).toFixed(0)} KB of JSON\n`);
  console.table([
    {
      endpoint: "getUserPermissionByToken (2,000 rows)",
      "median ms": Number(median.toFixed(1)),
      "p90 ms": Number(percentile(times, 90).toFixed(1)),
      "p99 ms": Number(percentile(times, 99).toFixed(1)),
      "min ms": Number(times[0].toFixed(1)),
      "median < 20 ms": median < MEDIAN_TARGET_MS ? "met" : "NOT met",
    },
  ]);
} finally {
  await server?.stop();
  await database.drop();
}
