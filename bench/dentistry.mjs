// The dentistry front desk (牙科订单, /service/dentistryorderView) of a store with 200 appointments today, as
// its CK: user meets it: the console in Debian's Chromium against the real server (apps/server/dist) on
// PostgreSQL. Times, each from the user's action until the cards are painted: the view opened → first card;
// → every card of the day; a search by mobile → its card; 签到 → the card in 已到店. Five openings, each printed.
// The console: KANYA_CONSOLE_DIR, or a build made now in a temporary directory. Database: a throwaway one
// beside BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped at the end. Prints
// figures, asserts nothing.
import { consoleBuild, launchChromium, submitSignIn, timeUntil } from "./chromium-support.mjs";
import {
  createThrowawayDatabase,
  describeMachine,
  migrateAndSeedDatabase,
  requireServerBuild,
  startRealServer,
  timedSql,
  withClient,
} from "./server-support.mjs";

const APPOINTMENTS = 200;
const VIEW = "/service/dentistryorderView";
const OPENINGS = 5;

requireServerBuild();

/** 200 more appointments of 海淀口腔门诊 today, 已预约, every 3 minutes from 08:00 (GMT+8). */
const INSERT = `
  insert into biz_dentistry_order (id, order_no, store_id, store_name, patient_id, patient_name, patient_mobile,
    dentist_id, dentist_name, appointment_time, amount, status, create_by, create_time)
  select 'bench-' || g, 'YKBENCH' || lpad(g::text, 6, '0'), s.id, s.name, p.id, p.name, p.mobile, d.id, d.name,
    (date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')
      + interval '8 hours' + g * interval '3 minutes', 0, '1', 'admin', now()
  from generate_series(1, ${APPOINTMENTS}) g
  cross join lateral (select id, name from biz_dentistry_store where name = '海淀口腔门诊') s
  cross join lateral (select id, name, mobile from biz_dentistry_patient where store_id = s.id
    order by id offset (g % 100) limit 1) p
  cross join lateral (select id, name from biz_dentist where store_id = s.id and status = '1'
    order by id offset (g % 3) limit 1) d`;

const build = consoleBuild("kanya-bench-dentistry");
const database = await createThrowawayDatabase("kanya_bench_dent");
console.log(`Database ${database.name}: migrating and seeding, then ${APPOINTMENTS} appointments today`);
let server;
let today = 0;
const rows = [];
let browser;
try {
  await migrateAndSeedDatabase(database.url);
  await withClient(database.url, async (client) => {
    await timedSql(client, "insert appointments", INSERT);
    await timedSql(client, "vacuum analyze", "vacuum analyze biz_dentistry_order");
    const { rows: counted } = await client.query(
      `select count(*)::int as n from biz_dentistry_order where store_name = '海淀口腔门诊' and status <> '6'
        and appointment_time >= date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'
        and appointment_time < (date_trunc('day', now() at time zone 'Asia/Shanghai') + interval '1 day') at time zone 'Asia/Shanghai'`,
    );
    today = counted[0].n;
  });
  server = await startRealServer(database.url, { consoleDir: build.dir });
  const base = new URL(server.base).origin;
  browser = await launchChromium();
  const page = await browser.context.newPage();
  await submitSignIn(page, `${base}/dentistry/login`, "ck001");
  await page.waitForURL((url) => url.pathname === VIEW);
  await page.waitForLoadState("networkidle");

  const cards = () => page.evaluate(() => document.querySelectorAll("main article").length);
  /** Runs `act`, then the ms until each of `marks` (name → predicate of the card count) first holds. */
  const step = async (what, act, marks, note = "") => {
    for (const [name, ms] of await timeUntil(page, act, cards, marks))
      rows.push([`${what} → ${name}`, `${ms.toFixed(0)} ms`, note]);
  };

  for (let i = 1; i <= OPENINGS; i++) {
    await page.goto(`${base}/dashboard/analysis`);
    await page.waitForLoadState("networkidle");
    await step(
      `open #${i}`,
      () => page.goto(`${base}${VIEW}`),
      [
        ["first card", async (count) => count > 0],
        [`all ${today} cards`, async (count) => count >= today],
      ],
      i === 1 ? "full page load while signed in: entry, menu, the view's chunks, stores, the day's list" : "",
    );
  }
  const one = await page.evaluate(
    () => document.querySelector("main article")?.getAttribute("aria-label") ?? "",
  );
  const mobile = await page.evaluate(
    () => document.querySelector("main article div:nth-child(2) span:last-child")?.textContent ?? "",
  );
  await step(
    "search by mobile",
    () => page.getByLabel("搜索患者").fill(mobile),
    [["its cards only", async (count) => count < today && count > 0]],
    `typed ${mobile}, filtered in the page`,
  );
  await page.getByLabel("搜索患者").fill("");
  const patient = one.split(" ").slice(1).join(" ");
  const arrived = () =>
    page.evaluate(
      (label) =>
        [...document.querySelectorAll('main section[aria-label="已到店"] article')].some(
          (a) => a.getAttribute("aria-label") === label,
        ),
      one,
    );
  await step(
    "签到",
    () =>
      page
        .getByRole("button", { name: `签到 ${patient}` })
        .first()
        .click(),
    [["card in 已到店", arrived]],
    "the move, then the day read again",
  );
} finally {
  await browser?.close();
  await server?.stop();
  await database.drop();
  build.dispose();
}

const pad = (text, n) => String(text).padEnd(n);
console.log(
  `\n牙科订单 of 海淀口腔门诊, ${today} appointments today on the board, PostgreSQL, Chromium (headless)`,
);
console.log(`${pad("step", 34)} ${pad("time", 10)} note`);
for (const [what, time, note] of rows) console.log(`${pad(what, 34)} ${pad(time, 10)} ${note}`);
console.log(`\n${describeMachine()}`);
