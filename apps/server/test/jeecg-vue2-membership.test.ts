import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { ROLE_ID } from "../src/db/seed/roles";
import { newId } from "../src/ids";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { createTestUser } from "./support/users";

const unique = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

async function insertDepart(
  db: Kysely<Database>,
  name: string,
  orgCode: string,
  parentId: string | null = null,
) {
  const id = newId();
  await db
    .insertInto("sys_depart")
    .values({
      id,
      depart_name: name,
      org_code: orgCode,
      org_category: "2",
      parent_id: parentId,
      tenant_id: 0,
      del_flag: "0",
    })
    .execute();
  return id;
}

async function insertRole(db: Kysely<Database>) {
  const id = newId();
  await db
    .insertInto("sys_role")
    .values({ id, role_code: unique("r_"), role_name: "成员测试角色", tenant_id: 0 })
    .execute();
  return id;
}

describe.each(backends)("role and department membership on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  let context: ReturnType<typeof makeContext> | undefined;
  const makeContext = async () => {
    const db = await backend.db();
    const app = createApp({ db, log: () => {} });
    const admin = await createTestUser(db, { roleId: ROLE_ID.admin });
    const token = await signIn(app, admin.username, admin.password);
    return { db, app, admin, token, client: inProcessClient(app, { token }) };
  };
  const setup = () => {
    context ??= makeContext();
    return context;
  };

  it("adds users to a role once, lists them, and takes them out one or several at a time", async () => {
    const { db, client } = await setup();
    const roleId = await insertRole(db);
    const [a, b, c] = [await createTestUser(db), await createTestUser(db), await createTestUser(db)];

    expect((await client.sys.membership.addRoleUsers(roleId, [a.id, b.id, c.id])).message).toBe("添加成功!");
    expect((await client.sys.membership.addRoleUsers(roleId, [a.id])).success).toBe(true);
    const listed = await client.sys.membership.roleUsers(roleId, { pageSize: 10 });
    expect(listed.result.records.map((u) => u.username).sort()).toEqual(
      [a.username, b.username, c.username].sort(),
    );

    expect((await client.sys.membership.removeRoleUser(roleId, a.id)).message).toBe("删除成功!");
    await client.sys.membership.removeRoleUsers(roleId, [b.id, c.id]);
    expect((await client.sys.membership.roleUsers(roleId)).result.total).toBe(0);
  });

  it("refuses members for a role that does not exist, adding nobody", async () => {
    const { db, client } = await setup();
    const user = await createTestUser(db);
    const res = await client.sys.membership.addRoleUsers("no-such-role", [user.id]);
    expect(res).toMatchObject({ success: false, message: "未找到对应角色" });
    expect(
      await db.selectFrom("sys_user_role").select("id").where("user_id", "=", user.id).execute(),
    ).toEqual([]);
  });

  it("lists a department's users with those of its sub-departments, named by their departments", async () => {
    const { db, client } = await setup();
    const code = `Z${randomBytes(3).toString("hex").toUpperCase()}`;
    const parent = await insertDepart(db, "成员测试部", code);
    const child = await insertDepart(db, "成员测试组", `${code}A01`, parent);
    const [lead, member] = [await createTestUser(db), await createTestUser(db)];

    await client.sys.membership.addDepartUsers(parent, [lead.id]);
    expect((await client.sys.membership.addDepartUsers(child, [member.id])).message).toBe("添加成功!");
    const page = await client.sys.membership.departUsers(parent);
    const byName = Object.fromEntries((page.result?.records ?? []).map((u) => [u.username, u.orgCode]));
    expect(byName).toEqual({ [lead.username]: "成员测试部", [member.username]: "成员测试组" });

    const address = await client.sys.membership.addressList({ orgCode: `${code}A01` });
    expect(address.result.records).toEqual([
      expect.objectContaining({ id: member.id, departName: "成员测试组" }),
    ]);
  });

  it("takes users out of a department, and says so when a user was not in it", async () => {
    const { db, client } = await setup();
    const depart = await insertDepart(db, "移出测试部", `Y${randomBytes(3).toString("hex").toUpperCase()}`);
    const [a, b, c] = [await createTestUser(db), await createTestUser(db), await createTestUser(db)];
    await client.sys.membership.addDepartUsers(depart, [a.id, b.id, c.id]);

    expect((await client.sys.membership.removeDepartUser(depart, a.id)).message).toBe("删除成功!");
    expect(await client.sys.membership.removeDepartUser(depart, a.id)).toMatchObject({
      success: false,
      message: "当前选中部门与用户无关联关系!",
    });
    await client.sys.membership.removeDepartUsers(depart, [b.id, c.id]);
    expect((await client.sys.membership.departUsers(depart)).result?.total).toBe(0);
  });

  it("answers a department user list without a department with no page, as JeecgBoot does", async () => {
    const { app, token } = await setup();
    const res = await rawRequest(app, "/sys/user/departUserList", { headers: { "X-Access-Token": token } });
    expect(await res.json()).toMatchObject({ success: true, result: null });
  });

  it("finds users by id for pickers, and getMultiUser answers JeecgBoot's bare list of active users", async () => {
    const { db, app, token, client } = await setup();
    const active = await createTestUser(db);
    const frozen = await createTestUser(db, { status: 2 });

    const byIds = await client.sys.membership.usersByIds([active.id, frozen.id]);
    expect(byIds.result.map((u) => u.username).sort()).toEqual([active.username, frozen.username].sort());
    expect(byIds.result.every((u) => !("password" in u) || u.password == null)).toBe(true);

    const res = await rawRequest(app, `/sys/user/getMultiUser?id=${active.id},${frozen.id},`, {
      headers: { "X-Access-Token": token },
    });
    const list = (await res.json()) as { username: string }[];
    expect(list.map((u) => u.username)).toEqual([active.username]);
  });

  it("maps usernames to their role names", async () => {
    const { db, client } = await setup();
    const user = await createTestUser(db, { roleId: ROLE_ID.admin });
    expect((await client.sys.membership.userRoleMap()).result[user.username]).toBe("管理员");
  });
});

describe.each(backends)("permissions and departments for the Vue 2 pages on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });
  const setup = async () => {
    const db = await backend.db();
    const app = createApp({ db, log: () => {} });
    const admin = await createTestUser(db, { roleId: ROLE_ID.admin });
    const token = await signIn(app, admin.username, admin.password);
    return { db, app, token, client: inProcessClient(app, { token }) };
  };

  it("lists every menu id for the authorisation tree's select-all", async () => {
    const { db, client } = await setup();
    const menu = await db
      .selectFrom("sys_permission")
      .select("id")
      .where("del_flag", "=", 0)
      .executeTakeFirstOrThrow();
    expect((await client.sys.membership.allMenuIds()).result).toContain(menu.id);
  });

  it("names a department, and says when there is none", async () => {
    const { db, client } = await setup();
    const id = await insertDepart(db, "名称测试部", `X${randomBytes(3).toString("hex").toUpperCase()}`);
    expect((await client.sys.membership.departName(id)).result).toBe("名称测试部");
    expect(await client.sys.membership.departName("nope")).toMatchObject({
      success: false,
      message: "未找到对应部门",
    });
  });

  it("saves which data rules a department's and a department role's grants carry", async () => {
    const { db, client } = await setup();
    const departId = await insertDepart(db, "规则测试部", `W${randomBytes(3).toString("hex").toUpperCase()}`);
    const permissionId = newId();
    await db
      .insertInto("sys_permission")
      .values({ id: permissionId, name: "规则菜单", menu_type: 1, del_flag: 0, is_leaf: 1, status: "1" })
      .execute();
    const ruleId = newId();
    await db
      .insertInto("sys_permission_data_rule")
      .values({
        id: ruleId,
        permission_id: permissionId,
        rule_name: "本部门",
        rule_column: "sysOrgCode",
        rule_conditions: "=",
        rule_value: "#{sys_org_code}",
        status: "1",
      })
      .execute();

    expect(await client.sys.membership.saveDepartDataRules(permissionId, departId, [ruleId])).toMatchObject({
      success: false,
      message: "请先保存部门菜单权限!",
    });
    await db
      .insertInto("sys_depart_permission")
      .values({ id: newId(), depart_id: departId, permission_id: permissionId, data_rule_ids: null })
      .execute();
    expect((await client.sys.membership.saveDepartDataRules(permissionId, departId, [ruleId])).message).toBe(
      "保存成功!",
    );
    expect((await client.sys.membership.departDataRules(permissionId, departId)).result).toMatchObject({
      datarule: [expect.objectContaining({ id: ruleId })],
      drChecked: ruleId,
    });

    const roleId = newId();
    await db
      .insertInto("sys_depart_role")
      .values({ id: roleId, depart_id: departId, role_name: "组长", role_code: unique("dr_") })
      .execute();
    await db
      .insertInto("sys_depart_role_permission")
      .values({
        id: newId(),
        depart_id: departId,
        role_id: roleId,
        permission_id: permissionId,
        data_rule_ids: null,
      })
      .execute();
    await client.sys.membership.saveDepartRoleDataRules(permissionId, roleId, [ruleId]);
    expect(
      (await client.sys.membership.departRoleDataRules(permissionId, departId, roleId)).result.drChecked,
    ).toBe(ruleId);
  });
});
