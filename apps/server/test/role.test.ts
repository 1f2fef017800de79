import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ImportReport } from "@kanya/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { localFileStorage } from "../src/storage/file-storage";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest } from "./support/client";
import { grantedClient } from "./support/granted-user";
import { readXlsx, xlsxForm, xlsxOf } from "./support/xlsx";

const R = PERMISSION_CODES.role;
const ALL_ROLE_CODES = [
  ...Object.values(R),
  PERMISSION_CODES.user.add,
  PERMISSION_CODES.user.edit,
  PERMISSION_CODES.user.list,
];
const code = () => `r_${randomBytes(5).toString("hex")}`;

let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), "kanya-role-storage-"));
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

describe.each(backends)("/sys/role on $name", (backend) => {
  // Opening and seeding the database takes a while on a busy machine: not inside a test's time limit.
  beforeAll(async () => {
    await backend.db();
  });

  const setup = async (codes: readonly string[] = ALL_ROLE_CODES, tenant = 1000) => {
    const db = await backend.db();
    const app = createApp({ db, storage: localFileStorage(storageDir) });
    const granted = await grantedClient(app, db, codes, { tenants: [tenant], tenantId: tenant });
    return { db, app, ...granted };
  };

  it("adds, lists, edits, checks codes and deletes roles", async () => {
    const { db, client } = await setup();
    const roleCode = code();
    expect(
      await client.sys.role.add({ roleName: "测试新角色", roleCode, description: "说明" }),
    ).toMatchObject({
      success: true,
      code: 200,
      message: "添加成功！",
    });
    const listed = await client.sys.role.list({ roleCode });
    expect(listed).toMatchObject({ success: true, code: 0, result: { total: 1 } });
    const role = listed.result.records[0];
    expect(role).toMatchObject({ roleName: "测试新角色", roleCode, description: "说明", tenantId: 1000 });
    expect(Object.keys(role ?? {})).toEqual([
      "id",
      "roleName",
      "roleCode",
      "description",
      "createBy",
      "createTime",
      "updateBy",
      "updateTime",
      "tenantId",
    ]);
    const id = role?.id ?? "";

    expect(await client.sys.role.checkRoleCode(roleCode)).toMatchObject({
      success: false,
      message: "角色编码已存在",
    });
    expect((await client.sys.role.checkRoleCode(roleCode, id)).success).toBe(true);
    expect((await client.sys.role.checkRoleCode(code())).success).toBe(true);
    expect(await client.sys.role.add({ roleName: "重复", roleCode })).toMatchObject({
      success: false,
      message: "角色编码已存在",
    });
    expect(await client.sys.role.add({ roleName: "", roleCode: code() })).toMatchObject({
      success: false,
      message: "角色名称不能为空",
    });
    expect(await client.sys.role.add({ roleName: "x", roleCode: "a b;drop" })).toMatchObject({
      success: false,
    });

    expect(await client.sys.role.edit({ id, roleName: "改名角色", roleCode })).toMatchObject({
      success: true,
      message: "修改成功!",
    });
    expect((await client.sys.role.list({ roleName: "*改名*", roleCode })).result.records[0]?.roleName).toBe(
      "改名角色",
    );

    const all = await client.sys.role.queryall();
    expect(all).toMatchObject({ success: true, code: 0 });
    expect(all.result.map((r) => r.roleCode)).toEqual(expect.arrayContaining(["admin", roleCode]));

    // Deleting a role removes its grants and user assignments too.
    await client.sys.user.add({
      username: `u_${randomBytes(5).toString("hex")}`,
      realname: "有角色",
      password: "x1",
      selectedroles: id,
    });
    expect(await client.sys.role.delete(id)).toMatchObject({ success: true, message: "删除角色成功" });
    expect(
      await db.selectFrom("sys_role").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await db.selectFrom("sys_user_role").select("id").where("role_id", "=", id).execute()).toEqual([]);

    const a = code();
    const b = code();
    await client.sys.role.add({ roleName: "批量甲", roleCode: a });
    await client.sys.role.add({ roleName: "批量乙", roleCode: b });
    const ids = (await client.sys.role.list({ roleCode: `${a},${b}` })).result.records.map((r) => r.id);
    expect(ids).toHaveLength(2);
    expect(await client.sys.role.deleteBatch(ids)).toMatchObject({
      success: true,
      message: "批量删除角色成功",
    });
    expect((await client.sys.role.list({ roleCode: `${a},${b}` })).result.total).toBe(0);
  });

  it("keeps a tenant's roles from other tenants: not listed, edited, deleted or assigned", async () => {
    const { db, app, client: other } = await setup(ALL_ROLE_CODES, 1001);
    const roleCode = code();
    await other.sys.role.add({ roleName: "敲敲云角色", roleCode });
    const theirs = (await other.sys.role.list({ roleCode })).result.records[0];
    expect(theirs?.tenantId).toBe(1001);
    const id = theirs?.id ?? "";

    const { client: mine, token } = await setup(ALL_ROLE_CODES, 1000);
    expect((await mine.sys.role.list({ roleCode })).result.total).toBe(0);
    expect((await mine.sys.role.queryall()).result.map((r) => r.id)).not.toContain(id);
    expect(await mine.sys.role.edit({ id, roleName: "被改", roleCode })).toMatchObject({
      success: false,
      message: "未找到对应实体",
    });
    expect((await mine.sys.role.delete(id)).success).toBe(false);
    expect((await mine.sys.role.deleteBatch([id])).success).toBe(false);
    const username = `u_${randomBytes(5).toString("hex")}`;
    expect(
      await mine.sys.user.add({ username, realname: "越权", password: "x1", selectedroles: id }),
    ).toMatchObject({
      success: false,
      message: `角色不存在：${id}`,
    });
    // Editing a user's roles from tenant 1000 leaves the user's tenant-1001 role alone.
    const shared = "ee8626f80f7c2619917b6236f3a7f02b";
    const memberName = `u_${randomBytes(5).toString("hex")}`;
    await other.sys.user.add({ username: memberName, realname: "双租户", password: "x1", selectedroles: id });
    const memberId = (await other.sys.user.list({ username: memberName })).result?.records[0]?.id ?? "";
    expect((await mine.sys.user.edit({ id: memberId, selectedroles: shared })).success).toBe(true);
    expect((await mine.sys.user.queryUserRole(memberId)).result).toEqual([shared]);
    expect((await other.sys.user.queryUserRole(memberId)).result).toEqual(
      expect.arrayContaining([id, shared]),
    );

    // Without a tenant header only shared roles are visible.
    const noTenant = inProcessClient(app, { token, tenantId: null });
    expect((await noTenant.sys.role.list({ roleCode })).result.total).toBe(0);
    // The seeded (shared) roles stay visible to every tenant.
    expect((await mine.sys.role.list({ roleCode: "admin" })).result.total).toBe(1);

    const row = await db
      .selectFrom("sys_role")
      .select(["role_name", "tenant_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role_name: "敲敲云角色", tenant_id: 1001 });
    expect((await other.sys.role.list({ roleCode })).result.total).toBe(1);
    // A caller of tenant 1000 cannot claim tenant 1001 to reach it.
    const claimed = await rawRequest(app, `/sys/role/list?roleCode=${roleCode}`, {
      headers: { "X-Access-Token": token, "X-Tenant-Id": "1001" },
    });
    expect(claimed.status).toBe(401);
  });

  it("answers 510 to a user lacking the code, and changes nothing", async () => {
    const { db, client } = await setup([R.list]);
    const roleCode = code();
    expect(await client.sys.role.add({ roleName: "无权", roleCode })).toMatchObject({
      success: false,
      code: 510,
    });
    expect(
      await db.selectFrom("sys_role").select("id").where("role_code", "=", roleCode).executeTakeFirst(),
    ).toBeUndefined();
    expect((await client.sys.role.delete("f6817f48af4fb3af11b9e8bf182f618b")).code).toBe(510);
    expect(
      await db.selectFrom("sys_role").select("id").where("role_code", "=", "admin").executeTakeFirst(),
    ).toBeDefined();
    expect((await client.sys.role.list()).success).toBe(true);
  });

  it("gives the authorisation tree of every menu and button, with every id", async () => {
    const { db, client } = await setup();
    const res = await client.sys.role.queryTreeList();
    expect(res).toMatchObject({ success: true, code: 0 });
    const count = await db
      .selectFrom("sys_permission")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("del_flag", "=", 0)
      .executeTakeFirstOrThrow();
    expect(res.result.ids).toHaveLength(Number(count.n));
    const system = res.result.treeList.find((node) => node.slotTitle === "系统管理");
    expect(system).toMatchObject({ isLeaf: false, scopedSlots: { title: "hasDatarule" } });
    expect(system?.children?.some((child) => child.slotTitle === "用户管理")).toBe(true);
  });

  it("exports roles and imports them, with a failed-rows report for a bad row", async () => {
    const { app, token, client } = await setup();
    const roleCode = code();
    await client.sys.role.add({ roleName: "导出角色", roleCode });
    const res = await rawRequest(app, `/sys/role/exportXls?roleCode=${roleCode}`, {
      headers: { "X-Access-Token": token, "X-Tenant-Id": "1000" },
    });
    const rows = await readXlsx(await res.arrayBuffer());
    expect(rows[0]?.[0]).toBe("角色列表");
    expect(rows[1]).toEqual(["角色名称", "角色编码", "描述", "创建时间"]);
    expect(rows[2]?.slice(0, 2)).toEqual(["导出角色", roleCode]);

    const fresh = code();
    const sheet = await xlsxOf(
      "角色列表",
      ["角色编码", "角色名称"],
      [
        [fresh, "导入角色"],
        [roleCode, "重复角色"],
      ],
    );
    const imported = await client.sys.role.importExcel(xlsxForm(sheet));
    expect(imported).toMatchObject({ success: true, code: 201, message: "文件导入成功，但有错误。" });
    const report = imported.result as ImportReport;
    expect(report).toMatchObject({ totalCount: 2, successCount: 1, errorCount: 1 });
    const failed = await readXlsx(
      await readFile(join(storageDir, report.fileUrl.replace("/sys/common/static/", ""))),
    );
    expect(failed.slice(2)).toEqual([[roleCode, "重复角色", "第 4 行：角色编码已存在"]]);
    expect((await client.sys.role.list({ roleCode: fresh })).result.records[0]).toMatchObject({
      roleName: "导入角色",
      tenantId: 1000,
    });
  });
});
