import { HttpError } from "@kanya/client";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { movableClock } from "./support/movable-clock";
import { capturingSmsSender, createPhoneUser, plantCaptcha, uniqueMobile } from "./support/sign-in";
import { createTestUser } from "./support/users";

const MINUTE_MS = 60 * 1000;

describe.each(backends)("sign-in and session on $name", (backend) => {
  const setup = async (options: { captcha?: boolean } = {}) => {
    const db = await backend.db();
    const sms = capturingSmsSender();
    const clock = movableClock();
    const app = createApp({ db, smsSender: sms, clock: clock.now, captcha: options.captcha ?? false });
    return { db, app, sms, clock, client: inProcessClient(app) };
  };

  describe("captcha", () => {
    it("answers a 4-character PNG as a data URL with code 0, a new one per request", async () => {
      const { client } = await setup();
      const first = await client.sys.randomImage(Date.now());
      expect(first).toMatchObject({ success: true, code: 0, message: "" });
      expect(first.result).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      const png = Buffer.from(first.result.split(",")[1] ?? "", "base64");
      expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([105, 35]);
      const second = await client.sys.randomImage(Date.now());
      expect(second.result).not.toBe(first.result);
    });

    it("refuses a key that is not a timestamp-like token", async () => {
      const { app } = await setup();
      const res = await rawRequest(app, `/sys/randomImage/${"x".repeat(65)}`);
      expect(await res.json()).toMatchObject({ success: false, message: "获取验证码失败,请检查redis配置!" });
    });

    it("is required at sign-in when configured: missing → 验证码无效, wrong → code 412, right → signed in", async () => {
      const { db, client } = await setup({ captcha: true });
      const user = await createTestUser(db);
      const key = String(Date.now());
      await client.sys.randomImage(key);
      await plantCaptcha(db, key, "AbC9");

      const missing = await client.sys.login({ username: user.username, password: user.password });
      expect(missing).toMatchObject({ success: false, code: 500, message: "验证码无效" });
      const wrong = await client.sys.login({ ...user, captcha: "zzzz", checkKey: key });
      expect(wrong).toMatchObject({ success: false, code: 412, message: "验证码错误", result: null });

      // Every attempt uses the captcha up: fetch a new one, and answer it case-blind.
      await client.sys.randomImage(key);
      await plantCaptcha(db, key, "AbC9");
      const right = await client.sys.login({
        username: user.username,
        password: user.password,
        captcha: "abc9",
        checkKey: Number(key),
      });
      expect(right).toMatchObject({ success: true, code: 200, message: "登录成功" });
      const reused = await client.sys.login({ ...user, captcha: "abc9", checkKey: key });
      expect(reused).toMatchObject({ success: false, code: 412 });
    });

    it("expires after 60 seconds", async () => {
      const { db, client, clock } = await setup({ captcha: true });
      const user = await createTestUser(db);
      const key = `k${Date.now()}`;
      await client.sys.randomImage(key);
      await plantCaptcha(db, key, "WXYZ");
      clock.advance(61_000);
      const late = await client.sys.login({ ...user, captcha: "WXYZ", checkKey: key });
      expect(late).toMatchObject({ success: false, code: 412, message: "验证码错误" });
    });

    it("does not count captcha errors as failed passwords", async () => {
      const { db, client } = await setup({ captcha: true });
      const user = await createTestUser(db);
      for (let i = 0; i < 7; i++) {
        const res = await client.sys.login({ ...user, captcha: "nope", checkKey: `c${i}${Date.now()}` });
        expect(res.code).toBe(412);
      }
      const key = `ok${Date.now()}`;
      await client.sys.randomImage(key);
      await plantCaptcha(db, key, "2345");
      expect(await client.sys.login({ ...user, captcha: "2345", checkKey: key })).toMatchObject({
        success: true,
      });
    });

    it("is not asked for when not configured (the embedded demo)", async () => {
      const { db, client } = await setup();
      const user = await createTestUser(db);
      expect((await client.sys.login({ username: user.username, password: user.password })).success).toBe(
        true,
      );
    });
  });

  describe("SMS codes and phone sign-in", () => {
    it("sends a code through the sender, answers code 0, and refuses a second one for 10 minutes", async () => {
      const { db, client, sms, clock } = await setup();
      const user = await createPhoneUser(db);
      const sent = await client.sys.sendSms({ mobile: user.phone, smsmode: "0" });
      expect(sent).toMatchObject({ success: true, code: 0, result: null });
      expect(sms.lastCodeFor(user.phone)).toMatch(/^\d{6}$/);
      expect(sms.sent.at(-1)).toMatchObject({ mobile: user.phone, purpose: "login" });

      const again = await client.sys.sendSms({ mobile: user.phone, smsmode: "0" });
      expect(again).toMatchObject({ success: false, code: 0, message: "验证码10分钟内，仍然有效！" });
      clock.advance(10 * MINUTE_MS + 1000);
      expect((await client.sys.sendSms({ mobile: user.phone, smsmode: "0" })).success).toBe(true);
    });

    it("refuses unknown numbers and an empty one", async () => {
      const { client } = await setup();
      expect(await client.sys.sendSms({ mobile: uniqueMobile(), smsmode: "0" })).toMatchObject({
        success: false,
        message: "该用户不存在或未绑定手机号",
      });
      expect(await client.sys.sendSms({ mobile: "", smsmode: "0" })).toMatchObject({
        success: false,
        message: "手机号不允许为空！",
      });
    });

    it("signs in with the code (same result as /sys/login), once", async () => {
      const { db, client, sms } = await setup();
      const user = await createPhoneUser(db);
      await client.sys.sendSms({ mobile: user.phone, smsmode: "0" });
      const wrong = await client.sys.phoneLogin({ mobile: user.phone, captcha: "000000x" });
      expect(wrong).toMatchObject({ success: false, code: 500, message: "手机验证码错误" });

      const code = sms.lastCodeFor(user.phone);
      const res = await client.sys.phoneLogin({ mobile: user.phone, captcha: code });
      expect(res).toMatchObject({ success: true, code: 200, message: "登录成功" });
      expect(Object.keys(res.result)).toEqual([
        "token",
        "tenantList",
        "userInfo",
        "departs",
        "multi_depart",
        "sysAllDictItems",
      ]);
      expect(res.result.userInfo.username).toBe(user.username);
      const authed = inProcessClient(createApp({ db: await backend.db() }), { token: res.result.token });
      expect((await authed.sys.getUserInfo()).result.userInfo.id).toBe(user.id);

      expect((await client.sys.phoneLogin({ mobile: user.phone, captcha: code })).message).toBe(
        "手机验证码错误",
      );
    });

    it("lets a code expire after 10 minutes", async () => {
      const { db, client, sms, clock } = await setup();
      const user = await createPhoneUser(db);
      await client.sys.sendSms({ mobile: user.phone, smsmode: "0" });
      clock.advance(10 * MINUTE_MS + 1000);
      const late = await client.sys.phoneLogin({ mobile: user.phone, captcha: sms.lastCodeFor(user.phone) });
      expect(late).toMatchObject({ success: false, message: "手机验证码错误" });
    });

    it("reports a sender failure and lets the number try again at once", async () => {
      const db = await backend.db();
      const user = await createPhoneUser(db);
      let fail = true;
      const app = createApp({
        db,
        smsSender: {
          send: async () => {
            if (fail) throw new Error("gateway down");
          },
        },
      });
      const client = inProcessClient(app);
      expect(await client.sys.sendSms({ mobile: user.phone, smsmode: "0" })).toMatchObject({
        success: false,
        message: "短信验证码发送失败,请稍后重试",
      });
      fail = false;
      expect((await client.sys.sendSms({ mobile: user.phone, smsmode: "0" })).success).toBe(true);
    });

    it("writes the code to the log by default", async () => {
      const db = await backend.db();
      const user = await createPhoneUser(db);
      const lines: string[] = [];
      const client = inProcessClient(createApp({ db, log: (line) => lines.push(line) }));
      expect((await client.sys.sendSms({ mobile: user.phone, smsmode: "0" })).success).toBe(true);
      expect(lines.join("\n")).toMatch(new RegExp(`SMS to ${user.phone} .*\\d{6}`));
    });
  });

  describe("registration", () => {
    it("registers with a code sent for registration, then the new account signs in", async () => {
      const { client, sms } = await setup();
      const phone = uniqueMobile();
      const username = `r_${phone.slice(-8)}`;
      expect((await client.sys.sendSms({ mobile: phone, smsmode: "1" })).success).toBe(true);
      expect(sms.sent.at(-1)).toMatchObject({ purpose: "register" });

      const wrong = await client.sys.register({ username, password: "Pw-12345", phone, smscode: "999999x" });
      expect(wrong).toMatchObject({ success: false, message: "手机验证码错误" });
      const res = await client.sys.register({
        username,
        password: "Pw-12345",
        phone,
        smscode: sms.lastCodeFor(phone),
      });
      expect(res).toMatchObject({ success: true, code: 200, message: "注册成功", result: null });

      const login = await client.sys.login({ username, password: "Pw-12345" });
      expect(login.success).toBe(true);
      expect(login.result.userInfo).toMatchObject({ username, realname: username, phone, status: 1 });
      expect(await client.sys.sendSms({ mobile: phone, smsmode: "1" })).toMatchObject({
        success: false,
        message: " 手机号已经注册，请直接登录！",
      });
    });

    it("validates with @kanya/core's form rules and refuses taken usernames", async () => {
      const { client, sms } = await setup();
      const phone = uniqueMobile();
      await client.sys.sendSms({ mobile: phone, smsmode: "1" });
      const code = sms.lastCodeFor(phone);
      const badName = await client.sys.register({ username: "a b", password: "x", phone, smscode: code });
      expect(badName.success).toBe(false);
      expect(badName.message).toMatch(/字母|数字|下划线/);
      const badPhone = await client.sys.register({ username: "valid_name", phone: "12345", smscode: code });
      expect(badPhone.success).toBe(false);
      expect(badPhone.message).toMatch(/手机/);
      const taken = await client.sys.register({ username: "admin", password: "x", phone, smscode: code });
      expect(taken).toMatchObject({ success: false, message: "用户名已注册" });
      const missing = await client.sys.register({
        username: "nobody_here",
        phone: uniqueMobile(),
        smscode: "1",
      });
      expect(missing).toMatchObject({ success: false, message: "手机验证码失效，请重新获取" });
    });

    it("does not accept a sign-in code for registration", async () => {
      const { db, client, sms } = await setup();
      const user = await createPhoneUser(db);
      await client.sys.sendSms({ mobile: user.phone, smsmode: "0" });
      const res = await client.sys.register({
        username: "x_someone",
        phone: user.phone,
        smscode: sms.lastCodeFor(user.phone),
      });
      expect(res).toMatchObject({ success: false, message: "手机验证码错误" });
    });
  });

  describe("forgotten password", () => {
    it("verifies the phone, then sets the new password; the old one and old sessions stop working", async () => {
      const { db, app, client, sms } = await setup();
      const user = await createPhoneUser(db);
      const token = await signIn(app, user.username, user.password);

      await client.sys.sendSms({ mobile: user.phone, smsmode: "2" });
      const code = sms.lastCodeFor(user.phone);
      const wrong = await client.sys.phoneVerification({ phone: user.phone, smscode: "000000x" });
      expect(wrong).toMatchObject({ success: false, code: 0, message: "手机验证码错误" });
      const verified = await client.sys.phoneVerification({ phone: user.phone, smscode: code });
      expect(verified).toMatchObject({
        success: true,
        code: 0,
        result: { smscode: code, username: user.username },
      });

      const other = await createPhoneUser(db);
      const foreign = await client.sys.passwordChange({
        username: other.username,
        password: "New-pass-1",
        smscode: code,
        phone: user.phone,
      });
      expect(foreign).toMatchObject({ success: false, message: "此验证码不是当前用户的！" });

      const done = await client.sys.passwordChange({
        username: user.username,
        password: "New-pass-1",
        smscode: code,
        phone: user.phone,
      });
      expect(done).toMatchObject({ success: true, code: 0, message: "密码重置完成！" });
      expect((await client.sys.login({ username: user.username, password: user.password })).success).toBe(
        false,
      );
      expect((await client.sys.login({ username: user.username, password: "New-pass-1" })).success).toBe(
        true,
      );
      await expect(inProcessClient(app, { token }).sys.getUserInfo()).rejects.toBeInstanceOf(HttpError);

      const reused = await client.sys.passwordChange({
        username: user.username,
        password: "Another-1",
        smscode: code,
        phone: user.phone,
      });
      expect(reused).toMatchObject({ success: false, message: "短信验证码失效！" });
    });

    it("refuses incomplete requests", async () => {
      const { client } = await setup();
      const res = await client.sys.passwordChange({
        username: "admin",
        password: "",
        smscode: "1",
        phone: "1",
      });
      expect(res).toMatchObject({ success: false, message: "重置密码失败！" });
    });
  });

  describe("/sys/user/updatePassword", () => {
    it("checks JeecgBoot's rules in order and ends every session on success", async () => {
      const { db, app } = await setup();
      const user = await createTestUser(db);
      const token = await signIn(app, user.username, user.password);
      const otherSession = await signIn(app, user.username, user.password);
      const client = inProcessClient(app, { token });
      const base = {
        username: user.username,
        oldpassword: user.password,
        password: "N3w-pass",
        confirmpassword: "N3w-pass",
      };

      expect((await client.sys.updatePassword({ ...base, username: "admin" })).message).toBe(
        "只允许修改自己的密码！",
      );
      expect((await client.sys.updatePassword({ ...base, oldpassword: "wrong" })).message).toBe(
        "旧密码输入错误!",
      );
      expect((await client.sys.updatePassword({ ...base, password: "" })).message).toBe("新密码不允许为空!");
      expect((await client.sys.updatePassword({ ...base, confirmpassword: "other" })).message).toBe(
        "两次输入密码不一致!",
      );
      const done = await client.sys.updatePassword(base);
      expect(done).toMatchObject({
        success: true,
        code: 200,
        message: "密码重置成功!",
        result: "密码重置成功!",
      });

      for (const stale of [token, otherSession]) {
        const res = await rawRequest(app, "/sys/user/getUserInfo", { headers: { "X-Access-Token": stale } });
        expect(res.status).toBe(401);
      }
      expect(
        (await inProcessClient(app).sys.login({ username: user.username, password: "N3w-pass" })).success,
      ).toBe(true);
    });

    it("is also served as POST (the spec's console)", async () => {
      const { db, app } = await setup();
      const user = await createTestUser(db);
      const client = inProcessClient(app, { token: await signIn(app, user.username, user.password) });
      const res = await client.post("/sys/user/updatePassword", {
        username: user.username,
        oldpassword: user.password,
        password: "Other-1",
        confirmpassword: "Other-1",
      });
      expect(res).toMatchObject({ success: true, message: "密码重置成功!" });
    });
  });

  describe("/sys/user/changePassword", () => {
    it("lets an administrator set a password that meets the complexity rule, ending the user's sessions", async () => {
      const { db, app } = await setup();
      const user = await createTestUser(db);
      const userToken = await signIn(app, user.username, user.password);
      const admin = inProcessClient(app, { token: await signIn(app, "admin") });

      for (const weak of ["Sh0rt-A", "alllowercase1!", "NoDigits!!", "NoSpecial123", "Ab1!".repeat(8)]) {
        const res = await admin.sys.changePassword({
          username: user.username,
          password: weak,
          confirmpassword: weak,
        });
        expect(res).toMatchObject({ success: false, message: "密码由8位数字、大小写字母和特殊符号组成!" });
      }
      const strong = "Str0ng-Pass";
      const res = await admin.sys.changePassword({
        username: user.username,
        password: strong,
        confirmpassword: strong,
      });
      expect(res).toMatchObject({ success: true, code: 200, message: "密码修改成功!" });
      expect(
        (await rawRequest(app, "/sys/user/getUserInfo", { headers: { "X-Access-Token": userToken } })).status,
      ).toBe(401);
      expect(
        (await inProcessClient(app).sys.login({ username: user.username, password: strong })).success,
      ).toBe(true);
      expect(await admin.sys.changePassword({ username: "no-such-user", password: strong })).toMatchObject({
        success: false,
        message: "用户不存在！",
      });
    });

    it("needs system:user:changepwd", async () => {
      const { db, app } = await setup();
      const user = await createTestUser(db);
      const client = inProcessClient(app, { token: await signIn(app, user.username, user.password) });
      const res = await client.sys.changePassword({ username: "admin", password: "Str0ng-Pass" });
      expect(res).toMatchObject({ success: false, code: 510 });
      expect((await inProcessClient(app).sys.login({ username: "admin", password: "123456" })).success).toBe(
        true,
      );
    });
  });

  describe("departments of the signed-in user", () => {
    it("selects one of the user's departments and lists them", async () => {
      const { db, app } = await setup();
      const user = await createTestUser(db);
      const departs = await db
        .selectFrom("sys_depart")
        .select(["id", "org_code"])
        .orderBy("org_code")
        .limit(2)
        .execute();
      expect(departs).toHaveLength(2);
      for (const depart of departs) {
        await db
          .insertInto("sys_user_depart")
          .values({
            id: `${user.id.slice(0, 20)}${depart.org_code}`.slice(0, 32),
            user_id: user.id,
            dep_id: depart.id,
          })
          .execute();
      }
      const login = await inProcessClient(app).sys.login({
        username: user.username,
        password: user.password,
      });
      expect(login.result.multi_depart).toBe(2);
      const client = inProcessClient(app, { token: login.result.token });

      const second = departs[1]?.org_code ?? "";
      const selected = await client.sys.selectDepart({ username: user.username, orgCode: second });
      expect(selected).toMatchObject({ success: true, code: 0 });
      expect(selected.result.userInfo).toMatchObject({ id: user.id, orgCode: second });
      expect(Object.keys(selected.result)).toEqual(["userInfo"]);

      const mine = await client.sys.getCurrentUserDeparts();
      expect(mine).toMatchObject({ success: true, code: 0, result: { orgCode: second } });
      expect(mine.result.list.map((d) => d.orgCode).sort()).toEqual(departs.map((d) => d.org_code).sort());

      expect((await client.sys.selectDepart({ orgCode: "NOT-MINE" })).message).toBe("该部门不属于当前用户");
      expect((await client.sys.selectDepart({ username: "admin", orgCode: second })).message).toBe(
        "只允许切换自己的部门！",
      );
      expect((await client.sys.selectDepart({ orgCode: second, loginTenantId: 1001 })).message).toBe(
        "无权限访问该租户",
      );
    });
  });

  it("answers getUserInfo with the user and the dictionaries", async () => {
    const { app } = await setup();
    const client = inProcessClient(app, { token: await signIn(app, "admin") });
    const res = await client.sys.getUserInfo();
    expect(res).toMatchObject({ success: true, code: 200, message: "" });
    expect(res.result.userInfo).toMatchObject({ username: "admin" });
    expect(res.result.userInfo).not.toHaveProperty("password");
    expect(res.result.sysAllDictItems.sex).toBeDefined();
  });

  it("answers third-party and CAS sign-in with a clear 'not configured'", async () => {
    const { app } = await setup();
    for (const [path, method] of [
      ["/sys/thirdLogin/render/github", "GET"],
      ["/sys/thirdLogin/getLoginUser/abc/github", "GET"],
      ["/sys/thirdLogin/user/create", "POST"],
    ] as const) {
      const res = await rawRequest(app, path, { method });
      expect(await res.json()).toMatchObject({ success: false, message: "第三方登录未配置，请联系管理员！" });
    }
    const cas = await rawRequest(app, "/sys/cas/client/validateLogin?ticket=x&service=y");
    expect(await cas.json()).toMatchObject({ success: false, message: "CAS单点登录未配置，请联系管理员！" });
  });
});
