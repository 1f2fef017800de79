import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { departId } from "../src/db/seed/departs";
import { MENU_ID } from "../src/db/seed/menus";
import { buttonIdOf } from "../src/db/seed/permission-rows";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { newId } from "../src/ids";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";
import { grantedClient } from "./support/granted-user";
import { createTestUser } from "./support/users";

const D = PERMISSION_CODES.depart;
const R = PERMISSION_CODES.departRole;
const DEPART_CODES = [
  D.add,
  D.edit,
  D.delete,
  D.deleteBatch,
  ...Object.values(R),
  PERMISSION_CODES.permission.saveDepart,
  PERMISSION_CODES.permission.list,
];
const NO_PERMISSION = { success: false, code: 510, message: "没有权限，请联系管理员授权后刷新缓存！" };
const unique = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

describe.each(backends)("departments on $name", (backend) => {
  let db: Kysely<Database>;
  let app: ReturnType<typeof createApp>;
  /** A department administrator of both seeded tenants, sending tenant 1000 or 1001. */
  let t1000: Awaited<ReturnType<typeof grantedClient>>["client"];
  let t1001: Awaited<ReturnType<typeof grantedClient>>["client"];

  beforeAll(async () => {
    db = await backend.db();
    app = createApp({ db });
    const granted = await grantedClient(app, db, DEPART_CODES, { tenants: [1000, 1001], tenantId: 1000 });
    t1000 = granted.client;
    t1001 = inProcessClient(app, { token: granted.token, tenantId: 1001 });
  });

  /** A new root department of the tenant, with a unique name; returns its row. */
  async function addRoot(client: typeof t1000, name = unique("测试公司")) {
    expect(await client.sys.depart.add({ departName: name })).toMatchObject({
      success: true,
      message: "添加成功！",
    });
    const found = await client.sys.depart.searchBy(name);
    const row = found.result?.[0];
    if (!row) throw new Error(`department ${name} not found after add`);
    return row;
  }

  async function addChild(client: typeof t1000, parentId: string, name = unique("测试部门")) {
    expect((await client.sys.depart.add({ departName: name, parentId })).success).toBe(true);
    const row = (await client.sys.depart.searchBy(name)).result?.[0];
    if (!row) throw new Error(`department ${name} not found after add`);
    return row;
  }

  it("builds the tenant's tree as SysDepartTreeModel: key/value/title, isLeaf, null children on leaves", async () => {
    const res = await t1000.sys.depart.queryTreeList();
    expect(res).toMatchObject({ success: true, code: 0 });
    const root = res.result.find((n) => n.orgCode === "A01");
    expect(root).toMatchObject({
      id: departId("A01"),
      key: departId("A01"),
      value: departId("A01"),
      title: "北京国炬软件",
      departName: "北京国炬软件",
      parentId: "",
      orgCategory: "1",
      orgType: "1",
      tenantId: 1000,
      isLeaf: false,
    });
    expect(root).not.toHaveProperty("leaf");
    const dentistry = root?.children?.find((n) => n.orgCode === "A01A07");
    expect(dentistry?.children?.map((n) => n.departName)).toEqual([
      "朝阳口腔门诊",
      "海淀口腔门诊",
      "望京口腔门诊",
    ]);
    const market = root?.children?.find((n) => n.orgCode === "A01A03");
    expect(market).toMatchObject({ isLeaf: true, children: null });
    // Tenant 1001's company is not in tenant 1000's tree.
    expect(res.result.some((n) => n.orgCode === "A02")).toBe(false);

    const flat = await t1000.sys.depart.queryTreeList([departId("A01A03"), departId("A02A01")]);
    expect(flat.result.map((n) => n.orgCode)).toEqual(["A01A03"]);
  });

  it("answers the lazy tree, the id tree and the look-ups within the tenant", async () => {
    const roots = await t1000.sys.depart.queryDepartTreeSync();
    const a01 = roots.result.find((n) => n.orgCode === "A01");
    expect(a01).toMatchObject({ isLeaf: false, children: [] });
    const level = await t1000.sys.depart.queryDepartTreeSync({ pid: departId("A01A07") });
    expect(level.result.map((n) => [n.departName, n.isLeaf])).toEqual([
      ["朝阳口腔门诊", true],
      ["海淀口腔门诊", true],
      ["望京口腔门诊", true],
    ]);
    const byCode = await t1000.sys.depart.queryDepartTreeSync({ ids: ["A01A04"], primaryKey: "orgCode" });
    expect(byCode.result.map((n) => [n.key, n.value, n.title])).toEqual([["A01A04", "A01A04", "财务部"]]);

    const idTree = await t1000.sys.depart.queryIdTree();
    const idRoot = idTree.result.find((n) => n.key === departId("A01"));
    expect(Object.keys(idRoot ?? {}).sort()).toEqual(["children", "key", "title", "value"]);
    expect(idRoot?.children.find((n) => n.title === "市场部")?.children).toEqual([]);

    const parents = await t1000.sys.depart.queryAllParentId({ departId: departId("A01A07A01") });
    expect(parents.result[departId("A01A07A01")]?.parentIds).toEqual([
      departId("A01"),
      departId("A01A07"),
      departId("A01A07A01"),
    ]);
    const byOrgCode = await t1000.sys.depart.queryAllParentId({ orgCode: "A01A05A01" });
    expect(Object.keys(byOrgCode.result.A01A05A01?.parentMap ?? {})).toHaveLength(3);

    const users = await t1000.sys.depart.getUsersByDepartId(departId("A01A07A01"));
    expect(users.result.map((u) => u.username)).toEqual(["ck002"]);
    expect(users.result[0]).not.toHaveProperty("password");
    // Another tenant's department is invisible, not an error.
    expect((await t1000.sys.depart.getUsersByDepartId(departId("A02A01"))).result).toEqual([]);
    expect(
      (await t1000.sys.depart.queryByIds([departId("A01A04"), departId("A02A01")])).result.map(
        (d) => d.orgCode,
      ),
    ).toEqual(["A01A04"]);
    expect((await t1000.sys.depart.queryDepartments("口腔")).result.map((d) => d.departName)).toEqual([
      "口腔门店",
      "朝阳口腔门诊",
      "海淀口腔门诊",
      "望京口腔门诊",
    ]);

    const found = await t1000.sys.depart.searchBy("口腔门诊");
    expect(found.result?.map((d) => d.orgCode)).toEqual(["A01A07A01", "A01A07A02", "A01A07A03"]);
    expect(found.result?.[0]?.children).toBeNull();
    expect(await t1000.sys.depart.searchBy("没有这个部门")).toMatchObject({
      success: false,
      message: "未查询匹配数据！",
    });
    expect(await t1001.sys.depart.searchBy("口腔")).toMatchObject({ success: false });
  });

  it("gives the departments a responsible user leads (queryMyDeptTreeList), identity in the message", async () => {
    const lead = inProcessClient(app, { token: await signIn(app, "caiwu01"), tenantId: 1000 });
    const mine = await lead.sys.depart.queryMyDeptTreeList();
    expect(mine).toMatchObject({ success: true, message: "2" });
    expect(mine.result?.map((n) => [n.departName, n.parentId])).toEqual([["财务部", departId("A01")]]);
    const byCode = await lead.sys.depart.queryMyDeptTreeCodeList();
    expect(byCode.result?.[0]).toMatchObject({ key: "A01A04", value: "A01A04" });
    expect((await lead.sys.depart.searchBy("部", true)).result?.map((d) => d.departName)).toEqual(["财务部"]);

    const staff = inProcessClient(app, { token: await signIn(app, "ck001"), tenantId: 1000 });
    expect(await staff.sys.depart.queryMyDeptTreeList()).toMatchObject({
      success: true,
      message: "1",
      result: null,
    });
  });

  it("generates org codes level by level (A01 → A01A01, A01A02 …) and keeps iz_leaf", async () => {
    const root = await addRoot(t1000);
    expect(root.orgCode).toMatch(/^[A-Z]\d{2}$/);
    expect(root).toMatchObject({ orgType: "1", orgCategory: "1", parentId: "", tenantId: 1000, izLeaf: 1 });

    const first = await addChild(t1000, root.id);
    const second = await addChild(t1000, root.id);
    const grandchild = await addChild(t1000, first.id);
    expect([first.orgCode, second.orgCode, grandchild.orgCode]).toEqual([
      `${root.orgCode}A01`,
      `${root.orgCode}A02`,
      `${root.orgCode}A01A01`,
    ]);
    expect([first.orgType, grandchild.orgType, first.orgCategory]).toEqual(["2", "3", "2"]);
    const [rootNow] = (await t1000.sys.depart.queryByIds([root.id])).result;
    expect(rootNow?.izLeaf).toBe(0);

    // The next code follows the highest sibling, not the count.
    expect((await t1000.sys.depart.delete(first.id)).success).toBe(true);
    const third = await addChild(t1000, root.id);
    expect(third.orgCode).toBe(`${root.orgCode}A03`);
  });

  it("deletes a department with its sub-departments, members' links, grants and department roles", async () => {
    const root = await addRoot(t1000);
    const child = await addChild(t1000, root.id);
    const grandchild = await addChild(t1000, child.id);
    const member = await createTestUser(db);
    await db
      .insertInto("sys_user_depart")
      .values({ id: newId(), user_id: member.id, dep_id: grandchild.id })
      .execute();
    await t1000.sys.permission.saveDepartPermission(child.id, {
      permissionIds: [MENU_ID.home as string],
      lastPermissionIds: [],
    });
    await t1000.sys.depart.roleAdd({ departId: child.id, roleName: "组长", roleCode: unique("lead_") });

    expect(await t1000.sys.depart.delete(child.id)).toMatchObject({
      success: true,
      code: 200,
      message: "删除成功!",
    });
    const ids = [child.id, grandchild.id];
    expect(await db.selectFrom("sys_depart").select("id").where("id", "in", ids).execute()).toEqual([]);
    expect(await db.selectFrom("sys_user_depart").select("id").where("dep_id", "in", ids).execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom("sys_depart_permission").select("id").where("depart_id", "in", ids).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("sys_depart_role").select("id").where("depart_id", "in", ids).execute(),
    ).toEqual([]);
    // The parent lost its last child: a leaf again.
    expect((await t1000.sys.depart.queryByIds([root.id])).result[0]?.izLeaf).toBe(1);
    expect(await t1000.sys.depart.delete(child.id)).toMatchObject({
      success: false,
      message: "未找到对应实体",
    });

    const a = await addRoot(t1000);
    const b = await addRoot(t1000);
    expect(await t1000.sys.depart.deleteBatch([a.id, b.id])).toMatchObject({
      success: true,
      message: "删除成功!",
    });
    expect((await t1000.sys.depart.queryByIds([a.id, b.id])).result).toEqual([]);
  });

  it("never lets one tenant's request see or change another tenant's departments", async () => {
    const theirs = await addRoot(t1001);
    expect(theirs.tenantId).toBe(1001);
    expect((await t1000.sys.depart.queryTreeList()).result.some((n) => n.id === theirs.id)).toBe(false);
    expect((await t1000.sys.depart.queryDepartTreeSync({ pid: theirs.id })).result).toEqual([]);
    expect(await t1000.sys.depart.edit({ id: theirs.id, departName: "改名" })).toMatchObject({
      success: false,
      message: "未找到对应实体",
    });
    expect(await t1000.sys.depart.add({ departName: "越界", parentId: theirs.id })).toMatchObject({
      success: false,
      message: "上级部门不存在",
    });
    expect(await t1000.sys.depart.delete(theirs.id)).toMatchObject({ success: false });
    await t1000.sys.depart.deleteBatch([theirs.id]);
    expect(
      await t1000.sys.permission.saveDepartPermission(theirs.id, {
        permissionIds: [],
        lastPermissionIds: [],
      }),
    ).toMatchObject({
      success: false,
      message: "未找到对应部门",
    });
    const still = await t1001.sys.depart.queryByIds([theirs.id]);
    expect(still.result.map((d) => d.departName)).toEqual([theirs.departName]);

    // A tenant the caller does not belong to is refused outright (401).
    const [admin1000] = [inProcessClient(app, { token: await signIn(app, "admin"), tenantId: 1001 })];
    await expect(admin1000.sys.depart.queryTreeList()).rejects.toMatchObject({ status: 401 });
  });

  it("edits name and details but never the place in the tree; refuses bad input", async () => {
    const root = await addRoot(t1000);
    const edited = await t1000.sys.depart.edit({
      id: root.id,
      departName: `${root.departName}改`,
      mobile: "010-1234",
      orgCategory: "2",
      parentId: departId("A01"),
    } as never);
    expect(edited).toMatchObject({ success: true, message: "修改成功!" });
    const [now] = (await t1000.sys.depart.queryByIds([root.id])).result;
    expect(now).toMatchObject({
      departName: `${root.departName}改`,
      mobile: "010-1234",
      orgCode: root.orgCode,
      parentId: "",
    });

    expect(await t1000.sys.depart.add({ departName: "" })).toMatchObject({
      success: false,
      message: "请输入机构名称",
    });
    expect(await t1000.sys.depart.add({ departName: "x", orgCategory: "9" })).toMatchObject({
      success: false,
    });
    expect(await t1000.request("POST", "/sys/sysDepart/add", { body: { departName: ["x"] } })).toMatchObject({
      success: false,
      message: "机构名称格式不正确",
    });
    expect(await t1000.sys.depart.searchBy("")).toMatchObject({
      success: false,
      message: "请输入部门名称关键字",
    });
  });

  it("refuses department changes to a user without the codes", async () => {
    const plain = inProcessClient(app, { token: await signIn(app, "ck001"), tenantId: 1000 });
    expect((await plain.sys.depart.queryTreeList()).success).toBe(true);
    expect(await plain.sys.depart.add({ departName: "x" })).toMatchObject(NO_PERMISSION);
    expect(await plain.sys.depart.delete(departId("A01A03"))).toMatchObject(NO_PERMISSION);
    expect(await plain.sys.depart.roleList({ deptId: departId("A01") })).toMatchObject(NO_PERMISSION);
    expect((await t1000.sys.depart.queryByIds([departId("A01A03")])).result).toHaveLength(1);
  });

  it("lets department roles hold only their department's permissions, which then open routes", async () => {
    const depart = await addRoot(t1000);
    const roleCode = unique("drole_");
    expect(await t1000.sys.depart.roleAdd({ departId: depart.id, roleName: "店长", roleCode })).toMatchObject(
      {
        success: true,
        message: "添加成功！",
      },
    );
    const page = await t1000.sys.depart.roleList({ deptId: depart.id });
    expect(page.result.records.map((r) => r.roleCode)).toEqual([roleCode]);
    const role = page.result.records[0];
    if (!role) throw new Error("no department role");
    expect((await t1001.sys.depart.roleList({ deptId: depart.id })).result.total).toBe(0);

    const positionList = buttonIdOf(PERMISSION_CODES.position.list);
    const tenantList = buttonIdOf(PERMISSION_CODES.tenant.list);
    await t1000.sys.permission.saveDepartPermission(depart.id, {
      permissionIds: [positionList],
      lastPermissionIds: [],
    });
    expect((await t1000.sys.permission.queryDepartPermission(depart.id)).result).toEqual([positionList]);
    const tree = await t1000.sys.depart.queryTreeListForDeptRole(depart.id);
    expect(tree.result.ids).toEqual([positionList]);
    expect(tree.result.treeList[0]).toMatchObject({
      key: positionList,
      ruleFlag: 0,
      scopedSlots: { title: "hasDatarule" },
    });

    expect(
      await t1000.sys.depart.saveDeptRolePermission(role.id, {
        permissionIds: [tenantList],
        lastPermissionIds: [],
      }),
    ).toMatchObject({ success: false, message: "只能授予本部门已拥有的权限" });
    expect(
      await t1000.sys.depart.saveDeptRolePermission(role.id, {
        permissionIds: [positionList],
        lastPermissionIds: [],
      }),
    ).toMatchObject({ success: true, message: "保存成功！" });
    expect((await t1000.sys.depart.queryDeptRolePermission(role.id)).result).toEqual([positionList]);

    const member = await createTestUser(db);
    await db
      .insertInto("sys_user_tenant")
      .values({ id: newId(), user_id: member.id, tenant_id: 1000, status: "1" })
      .execute();
    const memberClient = inProcessClient(app, {
      token: await signIn(app, member.username, member.password),
      tenantId: 1000,
    });
    expect(await memberClient.sys.position.list()).toMatchObject(NO_PERMISSION);
    expect(await t1000.sys.depart.deptRoleUserAdd(member.id, [role.id], [])).toMatchObject({ success: true });
    expect(
      (await t1000.sys.depart.getDeptRoleByUserId(member.id, depart.id)).result.map((l) => l.droleId),
    ).toEqual([role.id]);
    expect((await memberClient.sys.position.list()).success).toBe(true);

    // Taking the permission from the department takes it from its roles too.
    await t1000.sys.permission.saveDepartPermission(depart.id, {
      permissionIds: [],
      lastPermissionIds: [positionList],
    });
    expect((await t1000.sys.depart.queryDeptRolePermission(role.id)).result).toEqual([]);
    expect(await memberClient.sys.position.list()).toMatchObject(NO_PERMISSION);

    expect(await t1000.sys.depart.roleEdit({ id: role.id, roleName: "副店长" })).toMatchObject({
      success: true,
    });
    expect((await t1000.sys.depart.roleQueryById(role.id)).result.roleName).toBe("副店长");
    expect(await t1000.sys.depart.roleDelete(role.id)).toMatchObject({ success: true, message: "删除成功!" });
    expect(
      await db.selectFrom("sys_depart_role_user").select("id").where("drole_id", "=", role.id).execute(),
    ).toEqual([]);
  });
});
