import { formRules } from "@kanya/core/validate";
import type { Kysely } from "kysely";
import { type CaptchaStore, createCaptchaStore } from "../../auth/captcha";
import {
  createLoginLockout,
  type LockoutSubject,
  type LoginLockout,
  MSG_TOO_MANY_FAILURES,
} from "../../auth/login-lockout";
import { burnPasswordCheck, verifyPassword } from "../../auth/password";
import { createSession, revokeSession } from "../../auth/sessions";
import { createSmsCodeStore, SMS_MODE, type SmsCodeStore, type SmsSender } from "../../auth/sms";
import { CODE_SMS_TOO_MANY, createSmsRateLimit } from "../../auth/sms-rate-limit";
import { signToken, verifyTokenSignature } from "../../auth/token";
import type { Database, SysDepartRow, SysUserRow } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import type { RequestMeta } from "../../http/request-meta";
import { type SysDepartJson, toSysDepartJson } from "../../wire/sys-depart";
import { type SysTenantJson, toSysTenantJson } from "../../wire/sys-tenant";
import { type SysUserJson, toSysUserJson } from "../../wire/sys-user";
import { listUserDeparts } from "../depart/service";
import type { DictItemsByCode, DictService } from "../dict/service";
import { LOG_TYPE, type LogService } from "../log/service";
import { listUserTenants } from "../tenant/service";

/** One message for an unknown user and a wrong password, so sign-in does not reveal which usernames exist. */
export const MSG_BAD_CREDENTIALS = "用户名或密码错误";
export const MSG_USER_FROZEN = "该用户已冻结";
export const MSG_LOGOUT_OK = "退出登录成功！";
export const MSG_LOGOUT_NO_TOKEN = "退出登录失败！";
export const MSG_LOGOUT_BAD_TOKEN = "Token无效!";
export const MSG_CAPTCHA_MISSING = "验证码无效";
export const MSG_CAPTCHA_WRONG = "验证码错误";
/** JeecgBoot answers a wrong captcha with HTTP's 412 as the envelope code, so the UI can refresh it. */
export const CODE_CAPTCHA_WRONG = 412;
export const MSG_SMS_CODE_WRONG = "手机验证码错误";
export const MSG_SMS_STILL_VALID = "验证码10分钟内，仍然有效！";
export const MSG_SMS_TOO_MANY = "短信接口请求太多，请稍后再试！";
export const MSG_SMS_NO_MOBILE = "手机号不允许为空！";
export const MSG_SMS_UNKNOWN_PHONE = "该用户不存在或未绑定手机号";
export const MSG_SMS_PHONE_REGISTERED = " 手机号已经注册，请直接登录！";
export const MSG_SMS_SEND_FAILED = "短信验证码发送失败,请稍后重试";

const STATUS_NORMAL = 1;
/** sys_user.username and phone are varchar(100) and varchar(45): longer input names nobody. */
const MAX_USERNAME = 100;
const MAX_MOBILE = 45;

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
}

/** 0: no department, 1: one (its org code becomes the user's), 2: several (the user picks one). */
export type MultiDepart = 0 | 1 | 2;

/** `/sys/login`'s result, keys in JeecgBoot's order. */
export interface LoginResult {
  token: string;
  tenantList: SysTenantJson[];
  userInfo: SysUserJson;
  departs: SysDepartJson[];
  multi_depart: MultiDepart;
  sysAllDictItems?: DictItemsByCode;
}

export interface SignInOptions {
  /** JeecgBoot's Vue 3 UI (X-Version) loads dictionaries separately. */
  includeDictItems: boolean;
}

export interface AuthServiceDeps {
  db: Kysely<Database>;
  tokenSecret: () => Promise<string>;
  clock: () => Date;
  tokenTtlSeconds: number;
  dicts: DictService;
  logs: LogService;
  /** Whether `/sys/login` requires JeecgBoot's image captcha. */
  captcha: boolean;
  smsSender: SmsSender;
}

export interface AuthService {
  login(input: LoginInput, meta: RequestMeta, options: SignInOptions): Promise<LoginResult>;
  /** `POST /sys/phoneLogin`: the code sent by `/sys/sms` (smsmode 0) instead of a password. */
  phoneLogin(mobile: string, code: string, meta: RequestMeta, options: SignInOptions): Promise<LoginResult>;
  /**
   * `POST /sys/sms`: sends a code; throws the JeecgBoot refusal otherwise. `clientAddress` is rate-limited
   * (null: no address known, in-process).
   */
  sendSmsCode(mobile: string, smsmode: string, clientAddress: string | null): Promise<void>;
  /** `GET /sys/randomImage/{key}`: a new captcha image for the key. */
  captchaImage(checkKey: string): Promise<string>;
  /** Revokes the token's session; later requests with it get 401. */
  logout(token: string | null, meta: RequestMeta): Promise<void>;
  /** The parts shared with the account module. */
  readonly lockout: LoginLockout;
  readonly smsCodes: SmsCodeStore;
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { db, logs } = deps;
  const lockout = createLoginLockout(db);
  const captchas: CaptchaStore = createCaptchaStore(db);
  const smsCodes = createSmsCodeStore(db);
  const smsRateLimit = createSmsRateLimit(db);

  async function refuseIfLocked(subject: LockoutSubject, meta: RequestMeta, who: string): Promise<void> {
    if (!(await lockout.isLocked(subject, deps.clock()))) return;
    await logs.record({
      logType: LOG_TYPE.login,
      content: `用户名: ${who},登录失败！${MSG_TOO_MANY_FAILURES}`,
      username: who,
      meta,
      tenantId: 0,
    });
    throw new BusinessError(MSG_TOO_MANY_FAILURES);
  }

  async function failSignIn(
    subject: LockoutSubject,
    who: string,
    userId: string | null,
    message: string,
    meta: RequestMeta,
  ): Promise<never> {
    await lockout.recordFailure(subject, deps.clock());
    await logs.record({
      logType: LOG_TYPE.login,
      content: `用户名: ${who},登录失败！${message}`,
      userId,
      username: who,
      meta,
      tenantId: 0,
    });
    throw new BusinessError(message);
  }

  async function checkCaptcha(input: LoginInput, meta: RequestMeta): Promise<void> {
    if (!deps.captcha) return;
    const outcome = await captchas.verify(input.checkKey, input.captcha, deps.clock());
    if (outcome === "ok") return;
    await logs.record({
      logType: LOG_TYPE.login,
      content: `用户名: ${input.username},登录失败！${outcome === "missing" ? MSG_CAPTCHA_MISSING : MSG_CAPTCHA_WRONG}`,
      username: input.username,
      meta,
      tenantId: 0,
    });
    // Not a failed password: a captcha error is not counted towards the lockout.
    if (outcome === "missing") throw new BusinessError(MSG_CAPTCHA_MISSING);
    throw new BusinessError(MSG_CAPTCHA_WRONG, CODE_CAPTCHA_WRONG);
  }

  /** JeecgBoot's department rule at sign-in; it also settles the user's current org code. */
  async function settleDepartment(user: SysUserRow, departs: SysDepartRow[]): Promise<MultiDepart> {
    const first = departs[0];
    if (!first) return 0;
    const keepCurrent = departs.length > 1 && departs.some((d) => d.org_code === user.org_code);
    if (!keepCurrent && user.org_code !== first.org_code) {
      await db.updateTable("sys_user").set({ org_code: first.org_code }).where("id", "=", user.id).execute();
      user.org_code = first.org_code;
    }
    return departs.length === 1 ? 1 : 2;
  }

  /** Issues the token and answers JeecgBoot's sign-in result; records the sign-in. */
  async function signIn(user: SysUserRow, meta: RequestMeta, options: SignInOptions): Promise<LoginResult> {
    const tenants = await listUserTenants(db, user.id);
    const departs = await listUserDeparts(db, user.id);
    const multiDepart = await settleDepartment(user, departs);
    const loginTenantId = tenants[0]?.id ?? 0;

    const now = deps.clock();
    const expiresAt = new Date(now.getTime() + deps.tokenTtlSeconds * 1000);
    const token = await signToken(
      { username: user.username, exp: Math.floor(expiresAt.getTime() / 1000) },
      await deps.tokenSecret(),
    );
    await createSession(db, {
      token,
      userId: user.id,
      username: user.username,
      tenantId: loginTenantId || null,
      createdAt: now,
      expiresAt,
      ip: meta.ip,
    });
    await logs.record({
      logType: LOG_TYPE.login,
      content: `用户名: ${user.username},登录成功！`,
      userId: user.id,
      username: user.username,
      meta,
      tenantId: loginTenantId,
    });

    const result: LoginResult = {
      token,
      tenantList: tenants.map(toSysTenantJson),
      userInfo: toSysUserJson(user, { loginTenantId }),
      departs: departs.map(toSysDepartJson),
      multi_depart: multiDepart,
    };
    if (options.includeDictItems) result.sysAllDictItems = await deps.dicts.queryAllDictItems();
    return result;
  }

  return {
    lockout,
    smsCodes,

    async login(input, meta, options) {
      const subject: LockoutSubject = { kind: "user", username: input.username };
      await refuseIfLocked(subject, meta, input.username);
      await checkCaptcha(input, meta);

      const user =
        input.username.length > MAX_USERNAME
          ? undefined
          : await db
              .selectFrom("sys_user")
              .selectAll()
              .where("username", "=", input.username)
              .where((eb) => eb.or([eb("del_flag", "is", null), eb("del_flag", "=", 0)]))
              .executeTakeFirst();
      if (!user) {
        // The same work and the same answer as a wrong password: usernames cannot be probed.
        await burnPasswordCheck(input.password);
        return failSignIn(subject, input.username, null, MSG_BAD_CREDENTIALS, meta);
      }
      if (!(await verifyPassword(input.password, user.salt, user.password))) {
        return failSignIn(subject, input.username, user.id, MSG_BAD_CREDENTIALS, meta);
      }
      // Checked after the password, so only the account's owner learns that it is frozen.
      if (user.status !== STATUS_NORMAL) throw new BusinessError(MSG_USER_FROZEN);
      await lockout.clear(subject);
      return signIn(user, meta, options);
    },

    async phoneLogin(mobile, code, meta, options) {
      const subject: LockoutSubject = { kind: "phone", mobile };
      await refuseIfLocked(subject, meta, mobile);
      const check =
        mobile.length > MAX_MOBILE || code === ""
          ? ({ ok: false, reason: "missing" } as const)
          : await smsCodes.check(mobile, code, "login", deps.clock(), { consume: false });
      if (!check.ok) return failSignIn(subject, mobile, null, MSG_SMS_CODE_WRONG, meta);
      const user = await findUserByPhone(db, mobile);
      // Codes are only sent to numbers of users, but the user may have been deleted since.
      if (!user || user.del_flag === 1) return failSignIn(subject, mobile, null, MSG_SMS_CODE_WRONG, meta);
      if (user.status !== STATUS_NORMAL) throw new BusinessError(MSG_USER_FROZEN);
      // Used up only now, so a frozen account's code is not wasted and a racing request cannot reuse it.
      const used = await smsCodes.check(mobile, code, "login", deps.clock(), { consume: true });
      if (!used.ok) return failSignIn(subject, mobile, user.id, MSG_SMS_CODE_WRONG, meta);
      await lockout.clear(subject);
      return signIn(user, meta, options);
    },

    async sendSmsCode(mobile, smsmode, clientAddress) {
      if (mobile === "") throw new BusinessError(MSG_SMS_NO_MOBILE, 0);
      // Before the number is looked up (as in JeecgBoot): the limit also slows down probing for accounts.
      if (clientAddress !== null && !(await smsRateLimit.allow(clientAddress, deps.clock()))) {
        throw new BusinessError(MSG_SMS_TOO_MANY, CODE_SMS_TOO_MANY);
      }
      const purpose = SMS_MODE[smsmode];
      if (!purpose) throw new BusinessError(MSG_SMS_SEND_FAILED, 0);
      let username: string | null = null;
      if (purpose === "register") {
        const invalid = formRules.mobile.validate(mobile);
        if (invalid) throw new BusinessError(invalid);
        if (await findUserByPhone(db, mobile)) {
          throw new BusinessError(MSG_SMS_PHONE_REGISTERED);
        }
      } else {
        const user = mobile.length > MAX_MOBILE ? undefined : await findUserByPhone(db, mobile);
        if (!user) throw new BusinessError(MSG_SMS_UNKNOWN_PHONE);
        if (user.status !== STATUS_NORMAL) throw new BusinessError(MSG_USER_FROZEN);
        // A forgotten-password code may only reset this account's password.
        if (purpose === "forgotPassword") username = user.username;
      }
      if (mobile.length > MAX_MOBILE) throw new BusinessError(MSG_SMS_SEND_FAILED, 0);
      const code = await smsCodes.reserve(mobile, purpose, username, deps.clock());
      if (code === null) throw new BusinessError(MSG_SMS_STILL_VALID, 0);
      try {
        await deps.smsSender.send({ mobile, code, purpose });
      } catch {
        await smsCodes.discard(mobile);
        throw new BusinessError(MSG_SMS_SEND_FAILED, 0);
      }
    },

    captchaImage(checkKey) {
      return captchas.issue(checkKey, deps.clock());
    },

    async logout(token, meta) {
      if (!token) throw new BusinessError(MSG_LOGOUT_NO_TOKEN);
      // Signature only: an expired token may still be logged out.
      const claims = await verifyTokenSignature(token, await deps.tokenSecret());
      const session = claims ? await revokeSession(db, token, deps.clock()) : undefined;
      if (!session) throw new BusinessError(MSG_LOGOUT_BAD_TOKEN);
      const user = await db
        .selectFrom("sys_user")
        .select(["realname"])
        .where("id", "=", session.userId)
        .executeTakeFirst();
      await logs.record({
        logType: LOG_TYPE.login,
        content: `用户名: ${user?.realname ?? session.username},退出成功！`,
        userId: session.userId,
        username: session.username,
        meta,
      });
    },
  };
}

/** The (not deleted) user a phone number belongs to. */
export function findUserByPhone(db: Kysely<Database>, mobile: string): Promise<SysUserRow | undefined> {
  return db
    .selectFrom("sys_user")
    .selectAll()
    .where("phone", "=", mobile)
    .where((eb) => eb.or([eb("del_flag", "is", null), eb("del_flag", "=", 0)]))
    .executeTakeFirst();
}
