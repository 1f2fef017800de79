import type { Context } from "hono";
import { isValidCheckKey } from "../../auth/captcha";
import { anonymous, authenticated, permission } from "../../http/access";
import { readClientAddress } from "../../http/client-address";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readAccessToken, readJsonObject, readTenantId, stringField } from "../../http/request";
import { requestMeta } from "../../http/request-meta";
import { errorWithCode, ok, okCodeZero, okMessage } from "../../http/result";
import { get, post, put, type RouteSpec } from "../../http/routes";
import type { AccountService } from "./account-service";
import { type AuthService, MSG_LOGOUT_OK } from "./service";

export const MSG_CAPTCHA_KEY_INVALID = "获取验证码失败,请检查redis配置!";
export const MSG_THIRD_LOGIN_NOT_CONFIGURED = "第三方登录未配置，请联系管理员！";
export const MSG_CAS_NOT_CONFIGURED = "CAS单点登录未配置，请联系管理员！";

/**
 * Sign-in and session (`ctl/LoginController.java`) and the account endpoints of `/sys/user` that belong to
 * it: registration, forgotten password, password changes, the current department.
 */
export function authRoutes(auth: AuthService, accounts: AccountService): RouteSpec[] {
  const signInOptions = (c: Context<AppEnv>) => ({ includeDictItems: !c.req.header("X-Version") });

  return [
    post("/sys/login", anonymous, async (c) => {
      const meta = requestMeta(c);
      const body = await readJsonObject(c);
      const username = stringField(body, "username");
      const password = stringField(body, "password");
      if (!username || !password) throw new BusinessError("请输入用户名和密码");
      const result = await auth.login(
        {
          username,
          password,
          captcha: stringField(body, "captcha"),
          checkKey: stringField(body, "checkKey"),
        },
        meta,
        signInOptions(c),
      );
      return c.json(ok(result, "登录成功"));
    }),

    // JeecgBoot answers the image with code 0; a key that is not the UI's timestamp gets its failure message.
    get("/sys/randomImage/:key", anonymous, async (c) => {
      const key = c.req.param("key") ?? "";
      if (!isValidCheckKey(key)) return c.json(errorWithCode(500, MSG_CAPTCHA_KEY_INVALID));
      return c.json(okCodeZero(await auth.captchaImage(key)));
    }),

    post("/sys/sms", anonymous, async (c) => {
      const body = await readJsonObject(c);
      await auth.sendSmsCode(
        stringField(body, "mobile") ?? "",
        stringField(body, "smsmode") ?? "",
        readClientAddress(c),
      );
      return c.json(okCodeZero(null));
    }),

    post("/sys/phoneLogin", anonymous, async (c) => {
      const meta = requestMeta(c);
      const body = await readJsonObject(c);
      const result = await auth.phoneLogin(
        stringField(body, "mobile") ?? "",
        stringField(body, "captcha") ?? "",
        meta,
        signInOptions(c),
      );
      return c.json(ok(result, "登录成功"));
    }),

    // Anonymous in JeecgBoot too: the token to revoke comes with the request.
    post("/sys/logout", anonymous, async (c) => {
      await auth.logout(readAccessToken(c), requestMeta(c));
      return c.json(okMessage(MSG_LOGOUT_OK));
    }),

    post("/sys/user/register", anonymous, async (c) => {
      const body = await readJsonObject(c);
      await accounts.register({
        username: stringField(body, "username"),
        password: stringField(body, "password"),
        phone: stringField(body, "phone") ?? "",
        smscode: stringField(body, "smscode") ?? "",
        email: stringField(body, "email"),
        realname: stringField(body, "realname"),
      });
      return c.json(ok(null, "注册成功"));
    }),

    post("/sys/user/phoneVerification", anonymous, async (c) => {
      const body = await readJsonObject(c);
      const result = await accounts.phoneVerification(
        stringField(body, "phone") ?? "",
        stringField(body, "smscode") ?? "",
      );
      return c.json(okCodeZero(result));
    }),

    // A GET that changes the password, as JeecgBoot's forgotten-password page calls it.
    get("/sys/user/passwordChange", anonymous, async (c) => {
      await accounts.passwordChange(
        {
          username: c.req.query("username") ?? "",
          password: c.req.query("password") ?? "",
          smscode: c.req.query("smscode") ?? "",
          phone: c.req.query("phone") ?? "",
        },
        requestMeta(c),
      );
      return c.json({ ...okCodeZero(null), message: "密码重置完成！" });
    }),

    // JeecgBoot 3.7 maps PUT; the spec's console sends POST. Both are served.
    ...[put, post].map((method) =>
      method("/sys/user/updatePassword", authenticated, async (c) => {
        const body = await readJsonObject(c);
        await accounts.updatePassword(requireAuth(c).user, {
          username: stringField(body, "username") ?? "",
          oldpassword: stringField(body, "oldpassword") ?? "",
          password: stringField(body, "password") ?? "",
          confirmpassword: stringField(body, "confirmpassword") ?? "",
        });
        return c.json(okMessage("密码重置成功!"));
      }),
    ),

    put("/sys/user/changePassword", permission(PERMISSION_CODES.user.changePassword), async (c) => {
      const body = await readJsonObject(c);
      await accounts.changePassword(readTenantId(c), {
        username: stringField(body, "username") ?? "",
        password: stringField(body, "password") ?? "",
        confirmpassword: stringField(body, "confirmpassword"),
      });
      return c.json(okMessage("密码修改成功!"));
    }),

    ...[put, post].map((method) =>
      method("/sys/selectDepart", authenticated, async (c) => {
        const body = await readJsonObject(c);
        const result = await accounts.selectDepart(requireAuth(c).user, {
          username: stringField(body, "username"),
          orgCode: stringField(body, "orgCode") ?? "",
          loginTenantId: tenantIdField(body.loginTenantId),
        });
        return c.json(okCodeZero(result));
      }),
    ),

    get("/sys/user/getCurrentUserDeparts", authenticated, async (c) =>
      c.json(okCodeZero(await accounts.currentUserDeparts(requireAuth(c).user))),
    ),

    // JeecgBoot: `result.success("")`, so code 200 with an empty message.
    get("/sys/user/getUserInfo", authenticated, async (c) =>
      c.json(ok(await accounts.userInfo(requireAuth(c).user))),
    ),

    // Third-party and CAS sign-in need an external provider; none is configured on this server.
    get("/sys/thirdLogin/*", anonymous, (c) => c.json(errorWithCode(500, MSG_THIRD_LOGIN_NOT_CONFIGURED))),
    post("/sys/thirdLogin/*", anonymous, (c) => c.json(errorWithCode(500, MSG_THIRD_LOGIN_NOT_CONFIGURED))),
    get("/sys/cas/client/validateLogin", anonymous, (c) =>
      c.json(errorWithCode(500, MSG_CAS_NOT_CONFIGURED)),
    ),
  ];
}

/** `loginTenantId` as a number or numeric text; anything else is refused. */
function tenantIdField(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  const number = typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isSafeInteger(number))
    throw new BusinessError("字段loginTenantId必须是整数");
  return number;
}
