// Short versions of the soak, crash and outage benchmarks (seconds, not minutes), so that a regression in
// what they prove fails `npm test`: no errors under mixed load, on one instance and on two behind a
// proxy (with sign-out and password change taking effect on both); no acknowledged write lost to
// kill -9 on PostgreSQL and on PGlite; only 503 envelopes while the database is away, then recovery.
// Correctness only — nothing here is timed. Needs the built server and PostgreSQL (BENCH_DATABASE_URL,
// and initdb/pg_ctl for the outage); scripts/test.sh runs it with `node --test`.
import assert from "node:assert/strict";
import { test } from "node:test";
import { crash } from "./crash.mjs";
import { outage, outageMet } from "./outage.mjs";
import { soak } from "./soak.mjs";

const CONNECTIONS = 20;

test("soak: mixed reads and writes on one instance end without an error", async () => {
  const { result, memory } = await soak({ seconds: 5, connections: CONNECTIONS });
  assert.deepEqual(result.errorSamples, []);
  assert.equal(result.errors, 0);
  assert.ok(result.routes.size >= 10, `only ${result.routes.size} routes exercised`);
  assert.ok(memory.every((m) => m.alive));
});

test("two instances: sign-out and password change take effect on both; the soak across both has no error", async () => {
  const { result, sessionChecks } = await soak({ seconds: 5, connections: CONNECTIONS, instances: 2 });
  assert.ok(sessionChecks.length > 0);
  assert.deepEqual(
    sessionChecks.filter((row) => !row.ok),
    [],
  );
  assert.deepEqual(result.errorSamples, []);
  assert.equal(result.errors, 0);
});

for (const backend of ["postgres", "pglite"]) {
  test(`crash on ${backend}: no acknowledged write is missing after kill -9 and a restart`, async () => {
    const report = await crash({ backend, writes: 200 });
    assert.equal(report.acknowledged >= 200, true);
    assert.deepEqual(report.missingSample, []);
    assert.equal(report.missing, 0);
  });
}

test("outage: only 503 envelopes while the database is away, then recovery without a restart", async () => {
  const report = await outage({
    seconds: 12,
    stopAfterSeconds: 2,
    outageSeconds: 2,
    recoveryGraceSeconds: 3,
    connections: CONNECTIONS,
  });
  const detail = JSON.stringify({ before: report.before, away: report.away, after: report.after });
  assert.ok(report.away["503 envelope"] > 0, `no 503 envelope while away: ${detail}`);
  assert.ok(report.awayOnlySuccessOr503, `other failures while away: ${detail}`);
  assert.equal(report.before["other failures"], 0, detail);
  assert.equal(report.after["other failures"], 0, detail);
  assert.ok(report.after.succeeded > 0, `no success after recovery: ${detail}`);
  assert.ok(report.noticeAfterOutage, "the notice released after the outage did not arrive");
  assert.ok(report.serverAlive, `the server exited:\n${report.serverLog.slice(-2000)}`);
  assert.ok(outageMet(report));
});
