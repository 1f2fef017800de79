// Excel figures (issue 14) against the real server, started as its own process on a throwaway PostgreSQL
// database: a 10,000-row users workbook imported through /sys/user/importExcel (time to the result), and
// 100,000 users exported through /sys/user/exportXls (time to the last byte, size), each with the server's
// peak resident memory (read from /proc every 10 ms). Run `npm run build -w @kanya/server` first; BENCH_ROWS /
// BENCH_IMPORT_ROWS change the sizes. Nothing here asserts; it prints what it measures.
import { request as httpRequest } from "node:http";
import ExcelJS from "exceljs";
import {
  createThrowawayDatabase,
  insertBenchUsers,
  migrateAndSeedDatabase,
  requireServerBuild,
  signIn,
  startRealServer,
  withClient,
} from "./server-support.mjs";

const EXPORT_ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Samples the server's RSS while `work` runs: the peak, and the value before. */
async function withPeakRss(server, work) {
  const before = server.rssBytes();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rssBytes());
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { ...result, ms: performance.now() - started, before, peak: Math.max(peak, server.rssBytes()) };
  } finally {
    clearInterval(sampler);
  }
}

/** A users workbook as the export writes it (title row, header row), `count` new users. */
async function usersWorkbook(count) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("用户列表");
  sheet.addRow(["用户列表"]);
  sheet.addRow([
    "登录账号",
    "真实姓名",
    "生日",
    "性别",
    "电子邮件",
    "手机号码",
    "工号",
    "职务",
    "座机号",
    "状态",
  ]);
  for (let i = 1; i <= count; i++) {
    sheet.addRow([
      `import_user_${i}`,
      `导入用户${i}`,
      "1990-01-01",
      i % 2 ? "男" : "女",
      `import${i}@example.com`,
      `137${String(i).padStart(8, "0")}`,
      `I${i}`,
      "",
      "",
      "正常",
    ]);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

requireServerBuild();
console.log(
  `Excel benchmark: export ${EXPORT_ROWS.toLocaleString("en")} users, import ${IMPORT_ROWS.toLocaleString("en")} rows`,
);
const database = await createThrowawayDatabase("bench_excel");
let server;
// Stopped from outside (Ctrl-C, a time limit): the server and the throwaway database go too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    console.log(`${signal}: stopping the server and dropping the database`);
    await server?.stop();
    await database.drop();
    process.exit(130);
  });
}
try {
  console.log("preparing the database:");
  await migrateAndSeedDatabase(database.url);
  await withClient(database.url, (client) => insertBenchUsers(client, EXPORT_ROWS));
  server = await startRealServer(database.url);
  const api = server.base;
  const token = await signIn(api, "admin", "123456");
  const headers = { "X-Access-Token": token };

  const exported = await withPeakRss(server, async () => {
    const started = performance.now();
    const res = await fetch(`${api}/sys/user/exportXls?pageSize=${EXPORT_ROWS}`, { headers });
    if (!res.ok) throw new Error(`export answered ${res.status}`);
    let bytes = 0;
    let firstByteMs;
    for await (const chunk of res.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.byteLength;
    }
    return { bytes, firstByteMs, type: res.headers.get("content-type") };
  });
  console.log(
    `export ${EXPORT_ROWS.toLocaleString("en")} users: ${(exported.ms / 1000).toFixed(1)} s to the last byte ` +
      `(first byte ${(exported.firstByteMs / 1000).toFixed(1)} s), ${mb(exported.bytes)} .xlsx; ` +
      `server RSS ${mb(exported.before)} → peak ${mb(exported.peak)}`,
  );

  const workbook = await usersWorkbook(IMPORT_ROWS);
  const imported = await withPeakRss(server, async () => {
    const form = new FormData();
    form.append("files[]", new Blob([workbook]), "users.xlsx");
    // node:http, not fetch: an import of this size answers after fetch's 300 s header timeout on a busy machine.
    const request = new Request(`${api}/sys/user/importExcel`, { method: "POST", headers, body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const text = await new Promise((resolve, reject) => {
      const req = httpRequest(
        request.url,
        {
          method: "POST",
          headers: {
            ...headers,
            "Content-Type": request.headers.get("content-type"),
            "Content-Length": body.length,
          },
        },
        (res) => {
          let out = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            out += chunk;
          });
          res.on("end", () => resolve(out));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    return { answer: JSON.parse(text) };
  });
  console.log(
    `import ${IMPORT_ROWS.toLocaleString("en")} rows (${mb(workbook.byteLength)} .xlsx): ${(imported.ms / 1000).toFixed(1)} s ` +
      `to the result «${imported.answer.message}» (code ${imported.answer.code}); ` +
      `server RSS ${mb(imported.before)} → peak ${mb(imported.peak)}`,
  );
} finally {
  await server?.stop();
  await database.drop();
}
