import { randomInt } from "node:crypto";
import { formRules } from "@kanya/core/validate";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { ROLE_ID } from "../src/db/seed/roles";
import { MSG_EMAIL_TAKEN, MSG_PHONE_TAKEN } from "../src/modules/auth/account-service";
import { MSG_ONLY_OWN_PROFILE } from "../src/modules/user/own-profile";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { createTestUser } from "./support/users";

/** A mobile number no other test of the shared database uses. */
const freshPhone = () => `139${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
const freshEmail = () => `own_${randomInt(0, 1_000_000_000)}@kanya.test`;

// 个人设置 saves through /sys/user/appEdit: any signed-in user, their own record, their personal fields only.
describe.each(backends)("/sys/user/appEdit on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  /** A user holding no permission code at all (so no user:edit), signed in. */
  const setup = async () => {
    const db = await backend.db();
    const app = createApp({ db, log: () => {} });
    const me = await createTestUser(db);
    const client = inProcessClient(app, { token: await signIn(app, me.username, me.password) });
    const row = (id: string) =>
      db.selectFrom("sys_user").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { db, app, me, client, row };
  };

  it("lets a user without user:edit change their own name, email and mobile, and answers the saved record", async () => {
    const { me, client, row } = await setup();
    expect(await client.sys.user.edit({ id: me.id, realname: "越权" })).toMatchObject({
      success: false,
      code: 510,
    });

    const phone = freshPhone();
    const email = freshEmail();
    const res = await client.sys.user.appEdit({ realname: "自己改名", email, phone, sex: 2 });
    expect(res).toMatchObject({
      success: true,
      result: { id: me.id, username: me.username, realname: "自己改名", email, phone, sex: 2 },
    });
    expect(await row(me.id)).toMatchObject({
      realname: "自己改名",
      email,
      phone,
      sex: 2,
      update_by: me.username,
    });
    const info = await client.sys.getUserInfo();
    expect(info.result.userInfo).toMatchObject({ realname: "自己改名", email, phone });
  });

  it("keeps what is left out or blank where JeecgBoot does, and clears an emptied email", async () => {
    const { me, client, row } = await setup();
    const phone = freshPhone();
    await client.sys.user.appEdit({ realname: "原名", phone, email: freshEmail(), birthday: "1990-05-06" });

    const res = await client.sys.user.appEdit({ realname: "  ", phone: "", email: null });
    expect(res.success).toBe(true);
    expect(await row(me.id)).toMatchObject({ realname: "原名", phone, email: null, birthday: "1990-05-06" });
    // Saving one's own number again is no clash with oneself.
    expect((await client.sys.user.appEdit({ phone })).success).toBe(true);
  });

  it("changes nothing but the personal fields, whatever else the body carries", async () => {
    const { db, app, me, client, row } = await setup();
    const before = await row(me.id);
    const res = await client.sys.user.appEdit({
      id: me.id,
      realname: "只改姓名",
      // Neither SysUser's own columns nor the relations an administrator sets are the user's to change.
      ...({
        username: "renamed_self",
        password: "Other#2026x",
        status: 2,
        delFlag: 1,
        workNo: "W-SELF",
        post: "boss",
        userIdentity: 2,
        departIds: "x",
        orgCode: "A01",
        selectedroles: ROLE_ID.admin,
        selecteddeparts: "x",
        relTenantIds: "1000",
      } as object),
    });
    expect(res.success).toBe(true);
    const after = await row(me.id);
    expect(after).toMatchObject({
      realname: "只改姓名",
      username: before.username,
      password: before.password,
      salt: before.salt,
      status: before.status,
      del_flag: before.del_flag,
      work_no: before.work_no,
      post: before.post,
      user_identity: before.user_identity,
      depart_ids: before.depart_ids,
      org_code: before.org_code,
    });
    const roles = await db
      .selectFrom("sys_user_role")
      .select("role_id")
      .where("user_id", "=", me.id)
      .execute();
    const departs = await db
      .selectFrom("sys_user_depart")
      .select("id")
      .where("user_id", "=", me.id)
      .execute();
    const tenants = await db
      .selectFrom("sys_user_tenant")
      .select("id")
      .where("user_id", "=", me.id)
      .execute();
    expect({ roles, departs, tenants }).toEqual({ roles: [], departs: [], tenants: [] });
    expect(await signIn(app, me.username, me.password)).toMatch(/\S/);
  });

  it("refuses another user's id and changes neither record", async () => {
    const { db, me, client, row } = await setup();
    const other = await createTestUser(db);
    const res = await client.sys.user.appEdit({ id: other.id, realname: "改别人" });
    expect(res).toMatchObject({ success: false, message: MSG_ONLY_OWN_PROFILE });
    expect((await row(other.id)).realname).toBe("测试用户");
    expect((await row(me.id)).realname).toBe("测试用户");
  });

  it("refuses a mobile or email another user has, with the server's messages, and saves nothing", async () => {
    const { db, me, client, row } = await setup();
    const other = await createTestUser(db);
    const takenPhone = freshPhone();
    const takenEmail = freshEmail();
    await db
      .updateTable("sys_user")
      .set({ phone: takenPhone, email: takenEmail })
      .where("id", "=", other.id)
      .execute();

    const byPhone = await client.sys.user.appEdit({ realname: "撞号", phone: takenPhone });
    expect(byPhone).toMatchObject({ success: false, message: MSG_PHONE_TAKEN });
    const byEmail = await client.sys.user.appEdit({ realname: "撞邮箱", email: takenEmail });
    expect(byEmail).toMatchObject({ success: false, message: MSG_EMAIL_TAKEN });
    expect(await row(me.id)).toMatchObject({ realname: "测试用户", phone: null, email: null });
  });

  it("checks mobile and email by spec §5's rules", async () => {
    const { client } = await setup();
    expect(await client.sys.user.appEdit({ phone: "12345678901" })).toMatchObject({
      success: false,
      message: formRules.mobile.validate("12345678901"),
    });
    expect(await client.sys.user.appEdit({ email: "not-an-email" })).toMatchObject({
      success: false,
      message: formRules.email.validate("not-an-email"),
    });
  });

  it("serves POST as JeecgBoot does, and only to a signed-in caller", async () => {
    const { app, me, row } = await setup();
    const token = await signIn(app, me.username, me.password);
    const body = JSON.stringify({ realname: "用POST" });
    const posted = await rawRequest(app, "/sys/user/appEdit", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Access-Token": token },
      body,
    });
    expect(await posted.json()).toMatchObject({ success: true, result: { realname: "用POST" } });
    expect((await row(me.id)).realname).toBe("用POST");

    const anonymous = await rawRequest(app, "/sys/user/appEdit", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(anonymous.status).toBe(401);
  });
});
