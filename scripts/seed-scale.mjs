// `npm run seed:scale`: the business at scale in PostgreSQL (issue 16) — 1,000,000 service orders, 200,000
// patients and 100,000 claims (claims only when biz_claim exists), beside the demo seed, for the figures of
// bench/business.mjs. DATABASE_URL names the database; it is migrated and demo-seeded first when it is
// empty (the server's own code: run `npm run build -w @kanya/server` first). PGlite is refused: a million
// rows are a PostgreSQL question. Each table is one multi-row INSERT … SELECT over generate_series, so the
// whole run takes a minute or two. Rows are marked (`create_by` 'seed_scale', numbers with an `S` prefix)
// and a second run adds nothing. SEED_SCALE_FACTOR (default 1) multiplies the three counts: 0.01 seeds 10,000
// orders, to try the scripts that use it on a busy machine.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

const ROOT = join(import.meta.dirname, "..");
const SERVER_INDEX = join(ROOT, "apps/server/dist/index.js");

export const SCALE = { orders: 1_000_000, patients: 200_000, claims: 100_000 };

/** SCALE times SEED_SCALE_FACTOR (a number in (0, 1]; default 1), each count at least 10. */
export function scaleFromEnv(env = process.env) {
  const raw = env.SEED_SCALE_FACTOR?.trim();
  const factor = raw ? Number(raw) : 1;
  if (!(factor > 0 && factor <= 1)) throw new Error(`SEED_SCALE_FACTOR must be in (0, 1], not ${raw}`);
  return Object.fromEntries(
    Object.entries(SCALE).map(([table, n]) => [table, Math.max(10, Math.round(n * factor))]),
  );
}
/** The channel whose orders are a tenth of all (100,000): the export figure's channel. */
export const BIG_CHANNEL = "3";

/** The 17 channel codes other than the big one, in the seed's order. */
const OTHER_CHANNELS = [
  "1",
  "4",
  "7",
  "8",
  "9",
  "11",
  "14",
  "18",
  "19",
  "20",
  "21",
  "22",
  "23",
  "24",
  "25",
  "26",
];

async function timed(client, label, text, values = []) {
  const started = performance.now();
  const result = await client.query(text, values);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  ${label}: ${(result.rowCount ?? 0).toLocaleString("en")} rows (${seconds} s)`);
  return result;
}

async function tableExists(client, name) {
  const { rows } = await client.query("select to_regclass($1) as t", [name]);
  return rows[0].t !== null;
}

/** Migrates and demo-seeds an empty database with the server's build, as a first start would. */
async function migrateAndSeed(url) {
  if (!existsSync(SERVER_INDEX)) {
    throw new Error("apps/server/dist is not built: run `npm run build -w @kanya/server` first.");
  }
  const { migrateAndSeed: run, openDatabase } = await import(pathToFileURL(SERVER_INDEX).href);
  const db = await openDatabase({ databaseUrl: url });
  try {
    await run(db);
  } finally {
    await db.destroy();
  }
}

/** Puts the scale rows (`scale`, SCALE by default) into the database at `url` (migrated and demo-seeded first). */
export async function seedScale(url, { log = console.log, scale = SCALE } = {}) {
  await migrateAndSeed(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: done } = await client.query(
      "select count(*)::int as n from biz_service_order where create_by = 'seed_scale'",
    );
    if (done[0].n > 0) {
      log(`Already seeded at scale (${done[0].n.toLocaleString("en")} orders by seed_scale): nothing added.`);
      return;
    }
    const { rows: hospitals } = await client.query("select count(*)::int as n from biz_hospital");
    if (hospitals[0].n === 0) throw new Error("the demo seed has no hospitals: is this a Kanya database?");
    await client.query("begin");
    // Patients: valid mainland ID cards (spec §5: 17 digits and the ISO 7064 check character), unique
    // record numbers, spread over the channels.
    await timed(
      client,
      "patients",
      `insert into biz_patient (id, name, sex, birthday, id_card, mobile, record_no, allergies, channel_id,
         create_by, create_time)
       select 'sp' || lpad(i::text, 10, '0'),
         (array['王','李','张','刘','陈','杨','黄','赵','吴','周'])[1 + i % 10] ||
           (array['伟','芳','娜','敏','静','丽','强','磊','军','洋','艳','杰'])[1 + (i / 10) % 12] ||
           (array['','明','华','平','玉'])[1 + (i / 120) % 5],
         (1 + i % 2)::text, birthday, base || (array['1','0','X','9','8','7','6','5','4','3','2'])[1 + (
           select sum(substr(base, k, 1)::int * (array[7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2])[k]) % 11
           from generate_series(1, 17) as k)::int],
         '138' || lpad(i::text, 8, '0'), 'S' || lpad(i::text, 9, '0'),
         case when i % 7 = 0 then '青霉素过敏' else '无' end,
         case when i % 10 = 0 then $1 else ($2::text[])[1 + (i / 10) % 16] end,
         'seed_scale', now() - make_interval(mins => i)
       from generate_series(1, $3::int) as i
         -- (birthday, sequence) is one-to-one with i: 37 is prime to 20,000.
         cross join lateral (select date '1950-01-01' + (i * 37 % 20000) as birthday) as b
         cross join lateral (select '469001' || to_char(b.birthday, 'YYYYMMDD') ||
           lpad((i / 20000)::text, 3, '0') as base) as p`,
      [BIG_CHANNEL, OTHER_CHANNELS, scale.patients],
    );
    // Orders: a tenth in the big channel, the rest over the other 16; every status; over the last year;
    // customers, hospitals and doctors taken from the demo seed by position.
    await timed(
      client,
      "service orders",
      `with c as (select id, name, row_number() over (order by id) - 1 as k, count(*) over () as n from biz_customer),
            d as (select id, name, hospital_id, hospital_name, row_number() over (order by id) - 1 as k,
                    count(*) over () as n from biz_doctor)
       insert into biz_service_order (id, order_no, channel_id, service_type, customer_id, customer_name,
         patient_id, patient_name, hospital_id, hospital_name, doctor_id, doctor_name, appointment_time, amount,
         paid_amount, pay_method, status, remark, create_by, create_time)
       select 'so' || lpad(i::text, 10, '0'), 'S' || lpad(i::text, 12, '0'),
         case when i % 10 = 0 then $1 else ($2::text[])[1 + (i / 10) % 16] end,
         (1 + i % 6)::text, c.id, c.name,
         'sp' || lpad((1 + i % $4::int)::text, 10, '0'), '患者' || (1 + i % $4::int),
         d.hospital_id, d.hospital_name, d.id, d.name,
         now() - make_interval(mins => (i * 7) % 525600) + interval '3 days',
         amount, case when status in ('1', '6') then null else amount end,
         case when status in ('1', '6') then null else (1 + i % 5)::text end,
         status, null, 'seed_scale', now() - make_interval(mins => (i * 7) % 525600, secs => i % 60)
       from generate_series(1, $3::int) as i
         cross join lateral (select (array['1','2','3','4','5','5','5','5','6','7','8'])[1 + (i / 3) % 11] as status,
           (array[50, 99, 199, 380, 699, 1299, 2599])[1 + i % 7]::numeric as amount) as v
         join c on c.k = i % c.n
         join d on d.k = (i / 7) % d.n`,
      [BIG_CHANNEL, OTHER_CHANNELS, scale.orders, scale.patients],
    );
    if (await tableExists(client, "biz_claim")) {
      await timed(
        client,
        "claims",
        `with p as (select id, policy_no, channel_id, row_number() over (order by id) - 1 as k,
                      count(*) over () as n from biz_insurance_policy),
              h as (select id, name, row_number() over (order by id) - 1 as k, count(*) over () as n from biz_hospital)
         insert into biz_claim (id, claim_no, policy_id, policy_no, channel_id, patient_id, patient_name,
           hospital_id, hospital_name, accident_date, diagnosis, claimed_amount, approved_amount, status,
           create_by, create_time)
         select 'sc' || lpad(i::text, 10, '0'), 'S' || lpad(i::text, 12, '0'), p.id, p.policy_no, p.channel_id,
           'sp' || lpad((1 + i % $2::int)::text, 10, '0'), '患者' || (1 + i % $2::int), h.id, h.name,
           (now() - make_interval(days => i % 365))::date,
           (array['急性支气管炎','腰椎间盘突出','龋齿','骨折','肺炎','胃肠炎'])[1 + i % 6],
           claimed, case when status in ('4', '6') then round(claimed * 0.8, 2) else null end, status,
           'seed_scale', now() - make_interval(mins => (i * 5) % 525600)
         from generate_series(1, $1::int) as i
           cross join lateral (select (array['1','2','3','4','5','6'])[1 + i % 6] as status,
             (200 + (i * 37) % 20000)::numeric as claimed) as v
           join p on p.k = i % p.n
           join h on h.k = (i / 3) % h.n`,
        [scale.claims, scale.patients],
      );
    } else {
      log("  claims: skipped (biz_claim does not exist in this database yet)");
    }
    await client.query("commit");
    // Vacuumed as well as analysed: the visibility map lets counts be index-only scans from the start.
    await timed(client, "vacuum analyze", "vacuum analyze biz_patient, biz_service_order");
    if (await tableExists(client, "biz_claim")) await client.query("vacuum analyze biz_claim");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL?.trim();
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.log(
      "seed:scale needs PostgreSQL: set DATABASE_URL=postgres://… (the embedded PGlite is not for a million rows).",
    );
    process.exit(1);
  }
  const started = performance.now();
  try {
    const scale = scaleFromEnv();
    console.log(
      `Seeding ${scale.orders.toLocaleString("en")} orders, ${scale.patients.toLocaleString("en")} patients and ${scale.claims.toLocaleString("en")} claims into ${new URL(url).pathname.slice(1)}`,
    );
    await seedScale(url, { scale });
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    console.log(`seed:scale failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
