import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ImportReport } from "@kanya/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { MSG_BAD_JSON } from "../src/http/messages";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { localFileStorage } from "../src/storage/file-storage";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { createGrantedUser, grantedClient } from "./support/granted-user";
import { uniqueMobile } from "./support/sign-in";
import { readXlsx, xlsxForm, xlsxOf } from "./support/xlsx";

const U = PERMISSION_CODES.user;
const ALL_USER_CODES = Object.values(U);
const ADMIN_ROLE = "f6817f48af4fb3af11b9e8bf182f618b";
const TEST_ROLE = "ee8626f80f7c2619917b6236f3a7f02b";
const DEPART_A01 = "c6d7cb4deeac411cb3384b1b31278596";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const uniqueName = () => `u_${randomBytes(5).toString("hex")}`;

let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), "kanya-user-storage-"));
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

describe.each(backends)("/sys/user on $name", (backend) => {
  // Opening and seeding the database takes a while on a busy machine: not inside a test's time limit.
  beforeAll(async () => {
    await backend.db();
  });

  const setup = async (codes: readonly string[] = ALL_USER_CODES, tenants: readonly number[] = [1000]) => {
    const db = await backend.db();
    const app = createApp({ db, storage: localFileStorage(storageDir) });
    const granted = await grantedClient(app, db, codes, { tenants, tenantId: tenants[0] ?? null });
    return { db, app, ...granted };
  };

  it("adds, lists, reads, edits, freezes, deletes, restores and deletes a user for good", async () => {
    const { db, app, client } = await setup();
    const username = uniqueName();
    const phone = uniqueMobile();
    const added = await client.sys.user.add({
      username,
      realname: "新用户",
      password: "Pass@1234",
      sex: 2,
      phone,
      email: `${username}@example.com`,
      workNo: `W${username}`,
      birthday: "1990-02-03",
      selectedroles: TEST_ROLE,
      selecteddeparts: DEPART_A01,
      relTenantIds: "1000,1001",
    });
    expect(added).toMatchObject({ success: true, code: 200, message: "添加成功！", result: null });

    const listed = await client.sys.user.list({ username });
    expect(listed).toMatchObject({ success: true, code: 0 });
    const record = listed.result?.records[0];
    expect(record).toMatchObject({
      username,
      realname: "新用户",
      sex: 2,
      sex_dictText: "女",
      status: 1,
      status_dictText: "正常",
      delFlag: 0,
      phone,
      birthday: "1990-02-03",
      orgCode: null,
      orgCodeTxt: "北京国炬软件",
      relTenantIds: "1000,1001",
    });
    expect(record).not.toHaveProperty("password");
    expect(record).not.toHaveProperty("salt");
    const id = record?.id ?? "";
    const stored = await db
      .selectFrom("sys_user")
      .select(["password", "salt", "create_by"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^scrypt\$/);
    expect(stored.create_by).not.toBeNull();
    // The new user signs in with the password given at creation.
    await signIn(app, username, "Pass@1234");

    expect(await client.sys.user.queryById(id)).toMatchObject({
      success: true,
      code: 0,
      result: { id, username },
    });
    expect(await client.sys.user.queryUserRole(id)).toMatchObject({ success: true, result: [TEST_ROLE] });
    expect(await client.sys.user.userDepartList(id)).toMatchObject({
      success: true,
      result: [{ key: DEPART_A01, value: DEPART_A01, title: "北京国炬软件" }],
    });
    const members = await client.sys.user.queryUserByDepId(DEPART_A01, "新用");
    expect(members.result.map((u) => u.username)).toContain(username);
    const byDepart = await client.sys.user.list({ departId: DEPART_A01, username });
    expect(byDepart.result?.total).toBe(1);
    const byCode = await client.sys.user.list({ code: id });
    expect(byCode.result).toMatchObject({ total: 1, size: 1 });

    // Edit: the password is ignored, the sent relations are replaced, unsent ones kept.
    const edited = await client.sys.user.edit({
      id,
      realname: "改名",
      password: "other-pass",
      selectedroles: ADMIN_ROLE,
    });
    expect(edited).toMatchObject({ success: true, code: 200, message: "修改成功!" });
    expect((await client.sys.user.queryById(id)).result).toMatchObject({
      realname: "改名",
      relTenantIds: "1000,1001",
    });
    expect((await client.sys.user.queryUserRole(id)).result).toEqual([ADMIN_ROLE]);
    await signIn(app, username, "Pass@1234");

    // Freeze and unfreeze.
    expect(await client.sys.user.frozenBatch([id], 2)).toMatchObject({ success: true, message: "操作成功!" });
    const frozenLogin = await inProcessClient(app).sys.login({ username, password: "Pass@1234" });
    expect(frozenLogin.success).toBe(false);
    expect((await client.sys.user.queryById(id)).result.status).toBe(2);
    await client.sys.user.frozenBatch([id], 1);
    await signIn(app, username, "Pass@1234");

    // Logical delete → recycle bin → restore.
    expect(await client.sys.user.delete(id)).toMatchObject({ success: true, message: "删除用户成功" });
    expect((await client.sys.user.list({ username })).result?.total).toBe(0);
    expect(await client.sys.user.queryById(id)).toMatchObject({ success: false, message: "未找到对应实体" });
    const bin = await client.sys.user.recycleBin();
    expect(bin).toMatchObject({ success: true, code: 200 });
    expect(bin.result.find((u) => u.id === id)).toMatchObject({
      username,
      delFlag: 1,
      orgCode: "北京国炬软件",
    });
    expect(await client.sys.user.putRecycleBin([id])).toMatchObject({ success: true, message: "还原成功" });
    expect((await client.sys.user.list({ username })).result?.total).toBe(1);

    // Batch delete, then delete for good: the row and its relations are gone.
    expect(await client.sys.user.deleteBatch([id])).toMatchObject({
      success: true,
      message: "批量删除用户成功",
    });
    expect(await client.sys.user.deleteRecycleBin([id])).toMatchObject({
      success: true,
      message: "删除成功",
    });
    expect(
      await db.selectFrom("sys_user").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
    for (const table of ["sys_user_role", "sys_user_depart", "sys_user_tenant"] as const) {
      expect(await db.selectFrom(table).select("id").where("user_id", "=", id).execute(), table).toEqual([]);
    }
  });

  it("deletes for good only users in the recycle bin", async () => {
    const { db, client } = await setup();
    const other = await createGrantedUser(db, []);
    expect((await client.sys.user.deleteRecycleBin([other.id])).success).toBe(true);
    expect(
      await db.selectFrom("sys_user").select("id").where("id", "=", other.id).executeTakeFirst(),
    ).toBeDefined();
  });

  it("validates with @kanya/core's rules and JeecgBoot's messages, changing nothing", async () => {
    const { db, client } = await setup();
    const taken = uniqueName();
    const takenPhone = uniqueMobile();
    await client.sys.user.add({ username: taken, realname: "甲", password: "x1", phone: takenPhone });
    const cases: [Record<string, unknown>, string][] = [
      [{ username: "ab" }, "长度6到18个字符"],
      [{ username: "bad name!" }, "只允许字母、数字、下划线"],
      [{ username: "" }, "请输入用户名"],
      [{ phone: "12345" }, "请输入正确手机号"],
      [{ email: "not-an-email" }, "邮箱格式不正确"],
      [{ realname: "" }, "用户姓名不能为空"],
      [{ password: "" }, "密码不能为空"],
      [{ sex: "x" }, "字段sex必须是整数"],
      [{ sex: 7 }, "字段sex的值不正确：7"],
      [{ birthday: "1990-02-30" }, "字段birthday必须是日期(yyyy-MM-dd)"],
      [{ realname: { a: 1 } }, "字段realname必须是文本"],
      [{ selectedroles: "no_such_role" }, "角色不存在：no_such_role"],
      [{ selecteddeparts: "no_such_depart" }, "部门不存在：no_such_depart"],
      [{ relTenantIds: "1000,abc" }, "参数relTenantIds必须是逗号分隔的租户编号"],
      [{ relTenantIds: "999999" }, "租户不存在：999999"],
      [{ username: taken }, "用户账号已存在"],
      [{ phone: takenPhone }, "数据库中已存在该记录"],
    ];
    for (const [override, message] of cases) {
      const username = uniqueName();
      const body = { username, realname: "乙", password: "x1", ...override };
      const res = await client.sys.user.add(body as never);
      expect(res, JSON.stringify(override)).toMatchObject({ success: false, message });
      if (override.username === undefined) {
        expect(
          await db.selectFrom("sys_user").select("id").where("username", "=", username).executeTakeFirst(),
        ).toBeUndefined();
      }
    }
  });

  it("answers malformed JSON and wrong parameter types with a clear message", async () => {
    const { app, token } = await setup();
    const headers = { "X-Access-Token": token, "X-Tenant-Id": "1000", "Content-Type": "application/json" };
    const bad = await rawRequest(app, "/sys/user/add", { method: "POST", headers, body: "{username:" });
    expect(await bad.json()).toMatchObject({ success: false, message: MSG_BAD_JSON });
    const arr = await rawRequest(app, "/sys/user/edit", { method: "PUT", headers, body: "[1]" });
    expect(await arr.json()).toMatchObject({ success: false, message: "请求内容必须是JSON对象" });
    const noId = await rawRequest(app, "/sys/user/edit", { method: "PUT", headers, body: "{}" });
    expect(await noId.json()).toMatchObject({ success: false, message: "参数id不能为空" });
    const badIds = await rawRequest(app, "/sys/user/deleteBatch?ids=a'%20or%201=1", {
      method: "DELETE",
      headers,
    });
    expect(await badIds.json()).toMatchObject({ success: false, message: "参数ids不正确" });
    const badStatus = await rawRequest(app, "/sys/user/frozenBatch", {
      method: "PUT",
      headers,
      body: '{"ids":"x","status":"9"}',
    });
    expect(await badStatus.json()).toMatchObject({
      success: false,
      message: "参数status只能是1(解冻)或2(冻结)",
    });
  });

  it("checks uniqueness of username, phone, email and work number (checkOnlyUser)", async () => {
    const { db, client } = await setup();
    const other = await createGrantedUser(db, []);
    expect(await client.sys.user.checkOnlyUser({ username: other.username })).toMatchObject({
      success: false,
      message: "用户账号已存在",
    });
    expect(await client.sys.user.checkOnlyUser({ username: uniqueName() })).toMatchObject({
      success: true,
      result: true,
    });
    expect((await client.sys.user.checkOnlyUser({ username: other.username, id: other.id })).success).toBe(
      true,
    );
    expect((await client.sys.user.checkOnlyUser({ phone: "18611111111" })).success).toBe(false);
    expect((await client.sys.user.checkOnlyUser({ workNo: "00001" })).success).toBe(false);
    expect((await client.sys.user.checkOnlyUser({})).success).toBe(false);
  });

  it("generates 32-hex user ids and pages the user picker", async () => {
    const { client } = await setup();
    expect((await client.sys.user.generateUserId()).result).toMatch(/^[0-9a-f]{32}$/);
    const picker = await client.sys.user.queryUserComponentData({ username: "admin", pageSize: 5 });
    expect(picker).toMatchObject({ success: true, code: 200 });
    expect(picker.result.records.map((u) => u.username)).toContain("admin");
    const inDepart = await client.sys.user.queryUserComponentData({ departId: DEPART_A01, pageSize: 100 });
    expect(inDepart.result.records.map((u) => u.username)).toContain("ck001");
  });

  it("answers 510 to a user lacking the code, and changes nothing", async () => {
    const { db, client } = await setup([U.list]);
    const username = uniqueName();
    const denied = await client.sys.user.add({ username, realname: "丙", password: "x1" });
    expect(denied).toMatchObject({
      success: false,
      code: 510,
      message: "没有权限，请联系管理员授权后刷新缓存！",
    });
    expect(
      await db.selectFrom("sys_user").select("id").where("username", "=", username).executeTakeFirst(),
    ).toBeUndefined();
    const victim = await createGrantedUser(db, []);
    expect((await client.sys.user.delete(victim.id)).code).toBe(510);
    expect((await client.sys.user.frozenBatch([victim.id], 2)).code).toBe(510);
    const row = await db
      .selectFrom("sys_user")
      .select(["del_flag", "status"])
      .where("id", "=", victim.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ del_flag: 0, status: 1 });
    expect((await client.sys.user.recycleBin()).code).toBe(510);
    expect((await client.sys.user.list()).success).toBe(true);
  });

  it("refuses (401) a tenant header that is not one of the caller's tenants", async () => {
    const { app, token } = await setup(ALL_USER_CODES, [1000]);
    const other = inProcessClient(app, { token, tenantId: 1001 });
    await expect(other.sys.user.list()).rejects.toMatchObject({ status: 401 });
    const res = await rawRequest(app, "/sys/user/list", {
      headers: { "X-Access-Token": token, "X-Tenant-Id": "1001" },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 401,
      message: "登录租户授权变更，请重新登陆!",
    });
  });

  it("exports an .xlsx that exceljs reads: title row, headers, the selected users", async () => {
    const { app, token, client } = await setup();
    const a = uniqueName();
    const b = uniqueName();
    await client.sys.user.add({ username: a, realname: "导出甲", password: "x1", sex: 1 });
    await client.sys.user.add({ username: b, realname: "导出乙", password: "x1", sex: 2 });
    const headers = { "X-Access-Token": token, "X-Tenant-Id": "1000" };
    const res = await rawRequest(app, `/sys/user/exportXls?username=${a},${b}&column=username&order=asc`, {
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe(XLSX);
    const rows = await readXlsx(await res.arrayBuffer());
    expect(rows[0]?.[0]).toBe("用户列表");
    expect(rows[1]?.slice(0, 4)).toEqual(["登录账号", "真实姓名", "生日", "性别"]);
    expect(rows.slice(2).map((r) => `${r[0]}/${r[3]}`)).toEqual([`${a}/男`, `${b}/女`].sort());

    const aId = (await client.sys.user.list({ username: a })).result?.records[0]?.id ?? "";
    const selected = await rawRequest(app, `/sys/user/exportXls?selections=${aId}`, { headers });
    expect((await readXlsx(await selected.arrayBuffer())).slice(2).map((r) => r[0])).toEqual([a]);
    const injected = await rawRequest(app, "/sys/user/exportXls?column=id;drop%20table%20sys_user", {
      headers,
    });
    expect(await injected.json()).toMatchObject({
      success: false,
      message: "请注意，将要排序的列字段不存在：id;drop table sys_user",
    });
  });

  it("imports users; with a bad row answers 201 and a downloadable report of the failed rows", async () => {
    const { app, client } = await setup();
    const good = uniqueName();
    const good2 = uniqueName();
    const headers = ["登录账号", "真实姓名", "性别", "手机号码", "密码"];
    const partial = await xlsxOf("用户列表", headers, [
      [good, "导入甲", "男", null, null],
      ["bad name!", "导入乙", "女", null, null],
      [good2, "导入丙", "女", null, "Secret#99"],
    ]);
    const res = await client.sys.user.importExcel(xlsxForm(partial));
    expect(res).toMatchObject({ success: true, code: 201, message: "文件导入成功，但有错误。" });
    const report = res.result as ImportReport;
    expect(report).toMatchObject({
      totalCount: 3,
      errorCount: 1,
      successCount: 2,
      msg: "总上传行数：3，已导入行数：2，错误行数：1",
    });
    expect(report.fileUrl).toBe(`/sys/common/static/import/${report.fileName}`);
    const file = await readFile(join(storageDir, report.fileUrl.replace("/sys/common/static/", "")));
    // Served by /sys/common/static/** from the same storage.
    const download = await rawRequest(app, report.fileUrl);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array(file));
    const failed = await readXlsx(file);
    expect(failed[1]).toEqual([...headers, "错误原因"]);
    expect(failed.slice(2)).toEqual([
      ["bad name!", "导入乙", "女", "", "", "第 4 行：登录账号：只允许字母、数字、下划线"],
    ]);

    // Blank password → 123456; the given one otherwise; sex from its dictionary text.
    await signIn(app, good, "123456");
    await signIn(app, good2, "Secret#99");
    expect((await client.sys.user.list({ username: good2 })).result?.records[0]?.sex).toBe(2);

    // Importing the same rows again: duplicates are refused row by row with JeecgBoot's message.
    const again = await client.sys.user.importExcel(xlsxForm(partial, "files[]"));
    expect(again.code).toBe(201);
    const againReport = await readXlsx(
      await readFile(join(storageDir, (again.result as ImportReport).fileUrl.slice(19))),
    );
    expect(againReport.slice(2).map((r) => r[5])).toEqual([
      "第 3 行：用户名已经存在，忽略导入。",
      "第 4 行：登录账号：只允许字母、数字、下划线",
      "第 5 行：用户名已经存在，忽略导入。",
    ]);

    const fine = await client.sys.user.importExcel(
      xlsxForm(await xlsxOf("用户列表", headers, [[uniqueName(), "导入丁", "", "", ""]])),
    );
    expect(fine).toMatchObject({ success: true, code: 200, message: "文件导入成功！数据行数：1" });
  });

  it("refuses an import that is not an .xlsx, or has no file", async () => {
    const { client } = await setup();
    const notExcel = new FormData();
    notExcel.append("file", new Blob(["<html>"], { type: "text/html" }), "x.xlsx");
    expect(await client.sys.user.importExcel(notExcel)).toMatchObject({
      success: false,
      message: "文件导入失败:文件不是有效的Excel(.xlsx)文件",
    });
    expect(await client.sys.user.importExcel(new FormData())).toMatchObject({ success: false });
    const noHeader = await xlsxOf("x", ["a", "b"], [["1", "2"]]);
    expect((await client.sys.user.importExcel(xlsxForm(noHeader))).message).toContain(
      "文件导入失败:未找到表头行",
    );
  });
});
