import { randomBytes, randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { localFileStorage } from "../src/storage/file-storage";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { grantedClient } from "./support/granted-user";
import { readXlsx, xlsxForm, xlsxOf } from "./support/xlsx";

const POSITION_CODES = Object.values(PERMISSION_CODES.position);
const TENANT_CODES = Object.values(PERMISSION_CODES.tenant);
const NO_PERMISSION = { success: false, code: 510, message: "没有权限，请联系管理员授权后刷新缓存！" };
const uniqueCode = () => `p${randomBytes(4).toString("hex")}`;
/** Tenant ids of this run: high and random, so parallel runs on one PostgreSQL do not clash. */
const uniqueTenantId = () => randomInt(100_000_000, 2_000_000_000);

describe.each(backends)("positions and tenants on $name", (backend) => {
  let db: Kysely<Database>;
  let app: ReturnType<typeof createApp>;
  let storageDir: string;
  let t1000: Awaited<ReturnType<typeof grantedClient>>["client"];
  let t1001: Awaited<ReturnType<typeof grantedClient>>["client"];
  let token: string;

  beforeAll(async () => {
    db = await backend.db();
    storageDir = await mkdtemp(join(tmpdir(), "kanya-position-"));
    app = createApp({ db, storage: localFileStorage(storageDir) });
    const granted = await grantedClient(app, db, [...POSITION_CODES, ...TENANT_CODES], {
      tenants: [1000, 1001],
      tenantId: 1000,
    });
    t1000 = granted.client;
    token = granted.token;
    t1001 = inProcessClient(app, { token, tenantId: 1001 });
  });

  afterAll(async () => {
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it("lists the tenant's seeded positions with the rank's dictionary text", async () => {
    const res = await t1000.sys.position.list({ code: "devleader" });
    expect(res).toMatchObject({ success: true, code: 0 });
    expect(res.result.records).toHaveLength(1);
    expect(res.result.records[0]).toMatchObject({
      code: "devleader",
      name: "研发部经理",
      postRank: "3",
      postRank_dictText: "中级",
      tenantId: 1000,
    });
    const names = (
      await t1000.sys.position.list({ pageSize: 100, column: "code", order: "asc" })
    ).result.records.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["总经理", "牙科医生", "护士"]));
    expect(
      (await t1001.sys.position.list({ pageSize: 100 })).result.records.map((p) => p.code).sort(),
    ).not.toContain("yisheng");
  });

  it("adds, edits, finds and deletes positions through the client", async () => {
    const code = uniqueCode();
    expect(await t1000.sys.position.add({ code, name: "店长", postRank: "4" })).toMatchObject({
      success: true,
      message: "添加成功！",
    });
    const found = await t1000.sys.position.queryByCode(code);
    expect(found.result).toMatchObject({ code, name: "店长", postRank: "4", tenantId: 1000 });
    const id = found.result.id;
    // The code is read by its field's rules, as in a body.
    expect(await t1000.sys.position.queryByCode(" ")).toMatchObject({
      success: false,
      message: "职务编码不能为空",
    });
    expect(await t1000.sys.position.queryByCode("x".repeat(101))).toMatchObject({
      success: false,
      message: "字段code不能超过100个字符",
    });
    expect(await t1000.sys.position.add({ code, name: "重复", postRank: "1" })).toMatchObject({
      success: false,
      message: "编码已经存在,操作失败",
    });
    expect(await t1000.sys.position.edit({ id, name: "区域店长", postRank: "5" })).toMatchObject({
      success: true,
      message: "修改成功!",
    });
    expect((await t1000.sys.position.queryById(id)).result).toMatchObject({
      name: "区域店长",
      postRank: "5",
      code,
    });
    expect(await t1000.sys.position.add({ code: uniqueCode(), name: "", postRank: "1" })).toMatchObject({
      success: false,
      message: "职务编码、职务名称、职级都不能为空",
    });
    expect(await t1000.sys.position.add({ code: uniqueCode(), name: "x", postRank: "9" })).toMatchObject({
      success: false,
    });

    expect(await t1000.sys.position.delete(id)).toMatchObject({ success: true, message: "删除成功!" });
    expect(await t1000.sys.position.queryById(id)).toMatchObject({
      success: false,
      message: "未找到对应实体",
    });

    const a = uniqueCode();
    const b = uniqueCode();
    await t1000.sys.position.add({ code: a, name: "甲", postRank: "1" });
    await t1000.sys.position.add({ code: b, name: "乙", postRank: "2" });
    const ids = (await t1000.sys.position.list({ code: `${a},${b}` })).result.records.map((p) => p.id);
    expect(ids).toHaveLength(2);
    expect(await t1000.sys.position.deleteBatch(ids)).toMatchObject({ success: true, message: "删除成功!" });
    expect((await t1000.sys.position.list({ code: `${a},${b}` })).result.total).toBe(0);
  });

  it("keeps positions inside their tenant: the same code per tenant, no cross-tenant reads or writes", async () => {
    const code = uniqueCode();
    await t1000.sys.position.add({ code, name: "一号店", postRank: "2" });
    expect((await t1001.sys.position.add({ code, name: "另一租户", postRank: "2" })).success).toBe(true);
    const mine = (await t1000.sys.position.queryByCode(code)).result;
    const theirs = (await t1001.sys.position.queryByCode(code)).result;
    expect([mine.name, theirs.name]).toEqual(["一号店", "另一租户"]);

    expect(await t1000.sys.position.queryById(theirs.id)).toMatchObject({ success: false });
    expect(await t1000.sys.position.edit({ id: theirs.id, name: "篡改" })).toMatchObject({
      success: false,
      message: "未找到对应实体",
    });
    expect(await t1000.sys.position.delete(theirs.id)).toMatchObject({ success: false, message: "未找到id" });
    expect(await t1000.sys.position.deleteBatch([theirs.id])).toMatchObject({
      success: false,
      message: "所有id均未找到",
    });
    expect((await t1001.sys.position.queryById(theirs.id)).result.name).toBe("另一租户");
    expect((await t1000.sys.position.list({ code })).result.records.map((p) => p.id)).toEqual([mine.id]);
  });

  it("exports the filtered list and imports rows, reporting refused ones (code 201)", async () => {
    const code = uniqueCode();
    await t1000.sys.position.add({ code, name: "导出职务", postRank: "3" });
    const headers = { "X-Access-Token": token, "X-Tenant-Id": "1000" };
    const res = await rawRequest(app, `/sys/position/exportXls?code=${code}`, { headers });
    expect(res.headers.get("Content-Type")).toContain("spreadsheetml");
    const rows = await readXlsx(await res.arrayBuffer());
    expect(rows[0]?.[0]).toBe("职务表列表");
    expect(rows[1]).toEqual(["职务编码", "职务名称", "职级"]);
    expect(rows.slice(2)).toEqual([[code, "导出职务", "中级"]]);

    const good = uniqueCode();
    const sheet = await xlsxOf(
      "职务表列表",
      ["职务编码", "职务名称", "职级"],
      [
        [good, "导入职务", "正高级"],
        [code, "重复编码", "1"],
        [uniqueCode(), "", "1"],
      ],
    );
    const imported = await t1000.sys.position.importExcel(xlsxForm(sheet));
    expect(imported).toMatchObject({ success: true, code: 201, message: "文件导入成功，但有错误。" });
    expect(imported.result).toMatchObject({ totalCount: 3, successCount: 1, errorCount: 2 });
    expect((await t1000.sys.position.queryByCode(good)).result).toMatchObject({
      postRank: "5",
      tenantId: 1000,
    });
    expect((await t1001.sys.position.queryByCode(good)).success).toBe(false);
  });

  it("refuses positions to a user without the codes, changing nothing", async () => {
    const plain = inProcessClient(app, { token: await signIn(app, "ck001"), tenantId: 1000 });
    expect(await plain.sys.position.list()).toMatchObject(NO_PERMISSION);
    const code = uniqueCode();
    expect(await plain.sys.position.add({ code, name: "x", postRank: "1" })).toMatchObject(NO_PERMISSION);
    expect((await t1000.sys.position.queryByCode(code)).success).toBe(false);
    const injected = await t1000.sys.position.list({ column: "code;drop table sys_position" });
    // JeecgBoot's message echoes the column; no SQL is built from it.
    expect(injected).toMatchObject({
      success: false,
      message: "请注意，将要排序的列字段不存在：code;drop table sys_position",
    });
  });

  it("adds tenants with the caller's integer id, refusing a taken one", async () => {
    const id = uniqueTenantId();
    const added = await t1000.sys.tenant.add({
      id,
      name: "测试租户",
      beginDate: "2024-01-01 00:00:00",
      endDate: "2024-12-31 23:59:59",
    });
    expect(added).toMatchObject({ success: true, message: "添加成功！" });
    const loaded = await t1000.sys.tenant.queryById(id);
    expect(loaded.result).toMatchObject({
      id,
      name: "测试租户",
      status: 1,
      beginDate: "2024-01-01 00:00:00",
      endDate: "2024-12-31 23:59:59",
    });
    expect(typeof loaded.result.id).toBe("number");
    expect(loaded.result.houseNumber).toMatch(/^[A-Z0-9]{6}$/);
    expect(await t1000.sys.tenant.add({ id, name: "重复" })).toMatchObject({
      success: false,
      message: "该编号已存在!",
    });
    expect(await t1000.sys.tenant.add({ id: 1000, name: "重复" })).toMatchObject({
      success: false,
      message: "该编号已存在!",
    });
    expect(await t1000.request("POST", "/sys/tenant/add", { body: { id: "abc", name: "x" } })).toMatchObject({
      success: false,
    });
    expect(
      await t1000.sys.tenant.add({ id: uniqueTenantId(), name: "x", beginDate: "2024-02-30" }),
    ).toMatchObject({
      success: false,
      message: "开始时间格式不正确",
    });
  });

  it("lists tenants with beginDate ≥ and endDate ≤ filters, edits, lists active ones and deletes", async () => {
    const early = uniqueTenantId();
    const late = uniqueTenantId();
    await t1000.sys.tenant.add({
      id: early,
      name: "早租户",
      beginDate: "2001-01-01 00:00:00",
      endDate: "2001-06-30 00:00:00",
    });
    await t1000.sys.tenant.add({
      id: late,
      name: "晚租户",
      beginDate: "2001-03-01 00:00:00",
      endDate: "2001-12-31 00:00:00",
    });
    const ids = (query: Record<string, string>) =>
      t1000.sys.tenant
        .list({ ...query, id: `${early},${late}`, column: "id", order: "asc" })
        .then((r) => r.result.records.map((t) => t.id));
    expect(await ids({})).toEqual([early, late].sort((a, b) => a - b));
    expect(await ids({ beginDate: "2001-02-01 00:00:00" })).toEqual([late]);
    expect(await ids({ endDate: "2001-07-01 00:00:00" })).toEqual([early]);
    expect(await ids({ beginDate: "2001-01-01", endDate: "2001-12-31 00:00:00" })).toEqual(
      [early, late].sort((a, b) => a - b),
    );
    const listed = await t1000.sys.tenant.list({ id: String(early) });
    expect(listed.result.records[0]).toMatchObject({ status_dictText: "正常" });
    expect(await t1000.sys.tenant.list({ beginDate: "yesterday" })).toMatchObject({ success: false });

    expect(await t1000.sys.tenant.edit({ id: early, name: "早租户改", status: 0 })).toMatchObject({
      success: true,
      message: "修改成功!",
    });
    expect((await t1000.sys.tenant.queryById(early)).result).toMatchObject({ name: "早租户改", status: 0 });
    const active = (await t1000.sys.tenant.queryList([early, late, 1000])).result.map((t) => t.id);
    expect(active.sort((a, b) => a - b)).toEqual([1000, late].sort((a, b) => a - b));

    expect(await t1000.sys.tenant.delete(early)).toMatchObject({ success: true, message: "删除成功" });
    expect(await t1000.sys.tenant.queryById(early)).toMatchObject({
      success: false,
      message: "未找到对应实体",
    });
    expect(await t1000.sys.tenant.deleteBatch([late])).toMatchObject({ success: true, message: "删除成功!" });
    expect(await ids({})).toEqual([]);
    expect(await t1000.sys.tenant.edit({ id: late, name: "已删除" })).toMatchObject({ success: false });
  });

  it("refuses tenant administration to a user without the codes", async () => {
    const plain = inProcessClient(app, { token: await signIn(app, "caiwu01"), tenantId: 1000 });
    expect(await plain.sys.tenant.list()).toMatchObject(NO_PERMISSION);
    expect(await plain.sys.tenant.queryList()).toMatchObject(NO_PERMISSION);
    expect(await plain.sys.tenant.delete(1000)).toMatchObject(NO_PERMISSION);
    expect((await t1000.sys.tenant.queryById(1000)).result.name).toBe("北京国炬信息技术有限公司");
  });
});
