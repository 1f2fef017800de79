import { randomInt } from "node:crypto";
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

const TENANT_CODES = Object.values(PERMISSION_CODES.tenant);
const NO_PERMISSION = { success: false, code: 510 };
/** Tenant ids of this run: high and random, so parallel runs on one PostgreSQL do not clash. */
const uniqueTenantId = () => randomInt(100_000_000, 2_000_000_000);

describe.each(backends)("租户管理: users, delete rules and Excel on $name", (backend) => {
  let db: Kysely<Database>;
  let app: ReturnType<typeof createApp>;
  let storageDir: string;
  let admin: Awaited<ReturnType<typeof grantedClient>>["client"];
  let token: string;

  beforeAll(async () => {
    db = await backend.db();
    storageDir = await mkdtemp(join(tmpdir(), "kanya-tenant-"));
    app = createApp({ db, storage: localFileStorage(storageDir) });
    const granted = await grantedClient(app, db, TENANT_CODES, { tenants: [1000], tenantId: 1000 });
    admin = granted.client;
    token = granted.token;
  });

  afterAll(async () => {
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it("lists a tenant's users, filtered as the user list", async () => {
    const page = await admin.sys.tenant.getTenantUserList(1001, { pageSize: 50 });
    expect(page.success).toBe(true);
    const usernames = page.result.records.map((u) => u.username);
    expect(usernames).toContain("jeecg");
    expect(usernames).not.toContain("caiwu01");
    const one = await admin.sys.tenant.getTenantUserList(1001, { username: "jeecg" });
    expect(one.result.records.map((u) => u.username)).toEqual(["jeecg"]);
    expect(one.result.total).toBe(1);
    const none = await admin.sys.tenant.getTenantUserList(uniqueTenantId());
    expect(none.result).toMatchObject({ records: [], total: 0 });
    expect(await admin.request("GET", "/sys/tenant/getTenantUserList")).toMatchObject({
      success: false,
      message: "参数为空！",
    });
  });

  it("refuses to delete a tenant its users belong to, alone or in a batch, and deletes one without", async () => {
    const empty = uniqueTenantId();
    expect((await admin.sys.tenant.add({ id: empty, name: "空租户" })).success).toBe(true);
    expect(await admin.sys.tenant.delete(1001)).toMatchObject({
      success: false,
      message: "该租户已被引用，无法删除！",
    });
    expect(await admin.sys.tenant.deleteBatch([empty, 1001])).toMatchObject({
      success: false,
      message: "该租户已被引用，无法删除！",
    });
    expect((await admin.sys.tenant.queryById(empty)).success).toBe(true);
    expect((await admin.sys.tenant.queryById(1001)).result.name).toBe("北京敲敲云科技有限公司");
    expect(await admin.sys.tenant.delete(empty)).toMatchObject({ success: true, message: "删除成功" });
    expect((await admin.sys.tenant.queryById(empty)).success).toBe(false);
    expect(await admin.request("DELETE", "/sys/tenant/deleteBatch?ids=")).toMatchObject({
      success: false,
      message: "未选中租户！",
    });
  });

  it("keeps the API's columns no page shows, answers JeecgBoot's shapes and refuses a malformed id", async () => {
    const id = uniqueTenantId();
    const body = { id, name: "行业租户", trade: "1", companyAddress: " 北京 ", applyStatus: 2 };
    expect(await admin.request("POST", "/sys/tenant/add", { body })).toMatchObject({
      success: true,
      result: null,
    });
    const loaded = await admin.sys.tenant.queryById(id);
    expect(loaded).toMatchObject({ success: true, code: 0 });
    expect(loaded.result).toMatchObject({ trade: "1", companyAddress: "北京", applyStatus: 2, status: 1 });
    const listed = await admin.sys.tenant.list({ id: String(id) });
    expect(listed).toMatchObject({ code: 0 });
    expect(listed.result.records[0]).toHaveProperty("trade_dictText");
    expect(await admin.sys.tenant.edit({ id, status: 7 })).toMatchObject({
      success: false,
      message: "状态格式不正确",
    });
    expect(await admin.request("GET", "/sys/tenant/queryById?id=abc")).toMatchObject({ success: false });
    expect(await admin.sys.tenant.deleteBatch([id])).toMatchObject({ success: true, result: null });
  });

  it("exports the filtered tenants and imports rows as adds, reporting refused ones", async () => {
    const id = uniqueTenantId();
    await admin.sys.tenant.add({ id, name: "导出租户", beginDate: "2024-01-01 00:00:00", status: 0 });
    const headers = { "X-Access-Token": token, "X-Tenant-Id": "1000" };
    const res = await rawRequest(app, `/sys/tenant/exportXls?id=${id}`, { headers });
    expect(res.headers.get("Content-Type")).toContain("spreadsheetml");
    const rows = await readXlsx(await res.arrayBuffer());
    expect(rows[1]).toEqual(["租户名称", "租户编号", "开始时间", "结束时间", "状态"]);
    expect(rows.slice(2)).toEqual([["导出租户", String(id), "2024-01-01 00:00:00", "", "冻结"]]);

    const good = uniqueTenantId();
    const sheet = await xlsxOf(
      "租户列表",
      ["租户名称", "租户编号", "开始时间", "结束时间", "状态"],
      [
        ["导入租户", good, "2025-01-01 00:00:00", "2025-12-31 23:59:59", "正常"],
        ["重复编号", id, "", "", "正常"],
      ],
    );
    const imported = await admin.sys.tenant.importExcel(xlsxForm(sheet));
    expect(imported).toMatchObject({ success: true, code: 201 });
    expect(imported.result).toMatchObject({ totalCount: 2, successCount: 1, errorCount: 1 });
    expect((await admin.sys.tenant.queryById(good)).result).toMatchObject({ name: "导入租户", status: 1 });
  });

  it("refuses tenant users, export and import to a user without the codes", async () => {
    const plain = inProcessClient(app, { token: await signIn(app, "caiwu01"), tenantId: 1000 });
    expect(await plain.sys.tenant.getTenantUserList(1000)).toMatchObject(NO_PERMISSION);
    const sheet = await xlsxOf("租户列表", ["租户名称", "租户编号"], [["不该有", uniqueTenantId()]]);
    expect(await plain.sys.tenant.importExcel(xlsxForm(sheet))).toMatchObject(NO_PERMISSION);
  });
});
