import { randomBytes } from "node:crypto";
import { formRules } from "@kanya/core/validate";
import type { Kysely } from "kysely";
import type { LockoutSubject, LoginLockout } from "../../auth/login-lockout";
import { MSG_TOO_MANY_FAILURES } from "../../auth/login-lockout";
import { hashPassword, newPasswordSalt, verifyPassword } from "../../auth/password";
import { isComplexPassword, MSG_PASSWORD_COMPLEXITY } from "../../auth/password-policy";
import { revokeUserSessions } from "../../auth/sessions";
import type { SmsCodeStore } from "../../auth/sms";
import type { Database, SysUserRow } from "../../db/schema";
import { isUniqueViolation, MSG_DUPLICATE_KEY } from "../../db/unique-violation";
import { BusinessError } from "../../http/errors";
import type { RequestMeta } from "../../http/request-meta";
import { newId } from "../../ids";
import { type SysDepartJson, toSysDepartJson } from "../../wire/sys-depart";
import { type SysUserJson, toSysUserJson } from "../../wire/sys-user";
import { listUserDeparts } from "../depart/service";
import type { DictItemsByCode, DictService } from "../dict/service";
import { LOG_TYPE, type LogService, OPERATE_TYPE } from "../log/service";
import { listUserTenants } from "../tenant/service";
import { findUserByPhone, MSG_SMS_CODE_WRONG } from "./service";

export const MSG_REGISTERED = "注册成功";
export const MSG_USERNAME_TAKEN = "用户名已注册";
export const MSG_PHONE_TAKEN = "该手机号已注册";
export const MSG_EMAIL_TAKEN = "邮箱已被注册";
export const MSG_REGISTER_CODE_EXPIRED = "手机验证码失效，请重新获取";
export const MSG_SMS_CODE_EXPIRED = "短信验证码失效！";
export const MSG_PHONE_USER_MISSING = "用户信息不存在";
export const MSG_RESET_FAILED = "重置密码失败！";
export const MSG_CODE_OF_OTHER_USER = "此验证码不是当前用户的！";
export const MSG_CODE_MISMATCH = "短信验证码不匹配！";
export const MSG_PHONE_NOT_USERS = "当前用户和绑定的手机号不匹配，无法修改密码！";
export const MSG_PASSWORD_RESET_DONE = "密码重置完成！";
export const MSG_ONLY_OWN_PASSWORD = "只允许修改自己的密码！";
export const MSG_USER_NOT_FOUND = "用户不存在！";
export const MSG_OLD_PASSWORD_WRONG = "旧密码输入错误!";
export const MSG_NEW_PASSWORD_EMPTY = "新密码不允许为空!";
export const MSG_PASSWORDS_DIFFER = "两次输入密码不一致!";
export const MSG_PASSWORD_UPDATED = "密码重置成功!";
export const MSG_PASSWORD_CHANGED = "密码修改成功!";
export const MSG_ONLY_OWN_DEPART = "只允许切换自己的部门！";
export const MSG_DEPART_REQUIRED = "请选择部门";
export const MSG_DEPART_NOT_OWN = "该部门不属于当前用户";
export const MSG_TENANT_NOT_OWN = "无权限访问该租户";

/** Longest accepted password: scrypt takes any length, but there is no reason to hash a megabyte. */
const MAX_PASSWORD = 100;

export interface RegisterInput {
  username?: string;
  password?: string;
  phone: string;
  smscode: string;
  email?: string;
  realname?: string;
}

export interface AccountServiceDeps {
  db: Kysely<Database>;
  clock: () => Date;
  dicts: DictService;
  logs: LogService;
  lockout: LoginLockout;
  smsCodes: SmsCodeStore;
}

export interface AccountService {
  register(input: RegisterInput): Promise<void>;
  /** Step 1 of a forgotten password: the code is right; answers `{smscode, username}`. */
  phoneVerification(phone: string, code: string): Promise<{ smscode: string; username: string }>;
  /** Step 2: sets the new password with the same code. */
  passwordChange(
    input: { username: string; password: string; smscode: string; phone: string },
    meta: RequestMeta,
  ): Promise<void>;
  /** The signed-in user changes their own password (`/sys/user/updatePassword`). */
  updatePassword(
    caller: SysUserRow,
    input: { username: string; oldpassword: string; password: string; confirmpassword: string },
  ): Promise<void>;
  /** An administrator sets a user's password (`/sys/user/changePassword`). */
  changePassword(
    tenantId: number | null,
    input: { username: string; password: string; confirmpassword?: string },
  ): Promise<void>;
  selectDepart(
    caller: SysUserRow,
    input: { username?: string; orgCode: string; loginTenantId?: number | null },
  ): Promise<{ userInfo: SysUserJson }>;
  currentUserDeparts(caller: SysUserRow): Promise<{ list: SysDepartJson[]; orgCode: string | null }>;
  userInfo(caller: SysUserRow): Promise<{ userInfo: SysUserJson; sysAllDictItems: DictItemsByCode }>;
}

export function createAccountService(deps: AccountServiceDeps): AccountService {
  const { db, lockout, smsCodes } = deps;

  async function refuseIfLocked(subject: LockoutSubject, code = 500): Promise<void> {
    if (await lockout.isLocked(subject, deps.clock())) throw new BusinessError(MSG_TOO_MANY_FAILURES, code);
  }

  /** New salt and hash, and every session of the user revoked: a changed password signs out everywhere. */
  async function setPassword(userId: string, password: string): Promise<void> {
    const salt = newPasswordSalt();
    const hash = await hashPassword(password, salt);
    const now = deps.clock();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("sys_user")
        .set({ salt, password: hash, update_time: now })
        .where("id", "=", userId)
        .execute();
      await revokeUserSessions(trx, userId, now);
    });
  }

  function findUserByName(username: string): Promise<SysUserRow | undefined> {
    return db
      .selectFrom("sys_user")
      .selectAll()
      .where("username", "=", username)
      .where((eb) => eb.or([eb("del_flag", "is", null), eb("del_flag", "=", 0)]))
      .executeTakeFirst();
  }

  return {
    async register(input) {
      for (const [rule, value] of [
        [formRules.mobile, input.phone],
        [formRules.username, input.username || input.phone],
        [formRules.email, input.email],
      ] as const) {
        const message = rule.validate(value);
        if (message) throw new BusinessError(message);
      }
      if ((input.password?.length ?? 0) > MAX_PASSWORD)
        throw new BusinessError(`密码不能超过${MAX_PASSWORD}个字符`);
      if ((input.realname?.length ?? 0) > 100) throw new BusinessError("姓名不能超过100个字符");

      // The code first: without one, nothing is revealed about which usernames or numbers exist.
      const subject: LockoutSubject = { kind: "phone", mobile: input.phone };
      await refuseIfLocked(subject);
      const check = await smsCodes.check(input.phone, input.smscode, "register", deps.clock(), {
        consume: false,
      });
      if (!check.ok) {
        if (check.reason === "missing") throw new BusinessError(MSG_REGISTER_CODE_EXPIRED);
        await lockout.recordFailure(subject, deps.clock());
        throw new BusinessError(MSG_SMS_CODE_WRONG);
      }

      // JeecgBoot: no username → the phone number; no password → a random one (phone sign-in still works).
      const username = input.username || input.phone;
      const password = input.password || randomBytes(12).toString("base64url");
      if (await findUserByName(username)) throw new BusinessError(MSG_USERNAME_TAKEN);
      if (await findUserByPhone(db, input.phone)) throw new BusinessError(MSG_PHONE_TAKEN);
      if (input.email) {
        const taken = await db
          .selectFrom("sys_user")
          .select("id")
          .where("email", "=", input.email)
          .executeTakeFirst();
        if (taken) throw new BusinessError(MSG_EMAIL_TAKEN);
      }
      const used = await smsCodes.check(input.phone, input.smscode, "register", deps.clock(), {
        consume: true,
      });
      if (!used.ok) throw new BusinessError(MSG_REGISTER_CODE_EXPIRED);

      const salt = newPasswordSalt();
      try {
        await db
          .insertInto("sys_user")
          .values({
            id: newId(),
            username,
            realname: input.realname || username,
            salt,
            password: await hashPassword(password, salt),
            email: input.email || null,
            phone: input.phone,
            status: 1,
            del_flag: 0,
            activiti_sync: 1,
            create_time: deps.clock(),
          })
          .execute();
      } catch (error) {
        // Someone registered the same name, number or address in the meantime.
        if (isUniqueViolation(error)) throw new BusinessError(MSG_DUPLICATE_KEY);
        throw error;
      }
      await lockout.clear(subject);
    },

    async phoneVerification(phone, code) {
      const subject: LockoutSubject = { kind: "phone", mobile: phone };
      await refuseIfLocked(subject, 0);
      const check = await smsCodes.check(phone, code, "forgotPassword", deps.clock(), { consume: false });
      if (!check.ok) {
        if (check.reason === "missing") throw new BusinessError(MSG_SMS_CODE_EXPIRED, 0);
        await lockout.recordFailure(subject, deps.clock());
        throw new BusinessError(MSG_SMS_CODE_WRONG, 0);
      }
      await smsCodes.extend(phone, deps.clock());
      const user = await findUserByPhone(db, phone);
      if (!user) throw new BusinessError(MSG_PHONE_USER_MISSING, 0);
      return { smscode: code, username: user.username };
    },

    async passwordChange(input, meta) {
      const { username, password, smscode, phone } = input;
      if (!username || !password || !smscode || !phone) throw new BusinessError(MSG_RESET_FAILED, 0);
      if (password.length > MAX_PASSWORD) throw new BusinessError(`密码不能超过${MAX_PASSWORD}个字符`, 0);
      const subject: LockoutSubject = { kind: "phone", mobile: phone };
      await refuseIfLocked(subject, 0);
      const check = await smsCodes.check(phone, smscode, "forgotPassword", deps.clock(), { consume: false });
      if (!check.ok) {
        if (check.reason === "missing") throw new BusinessError(MSG_SMS_CODE_EXPIRED, 0);
        await lockout.recordFailure(subject, deps.clock());
        throw new BusinessError(MSG_CODE_MISMATCH, 0);
      }
      if (check.username && check.username !== username) throw new BusinessError(MSG_CODE_OF_OTHER_USER, 0);
      const user = await db
        .selectFrom("sys_user")
        .selectAll()
        .where("username", "=", username)
        .where("phone", "=", phone)
        .where((eb) => eb.or([eb("del_flag", "is", null), eb("del_flag", "=", 0)]))
        .executeTakeFirst();
      if (!user) throw new BusinessError(MSG_PHONE_NOT_USERS, 0);
      const used = await smsCodes.check(phone, smscode, "forgotPassword", deps.clock(), { consume: true });
      if (!used.ok) throw new BusinessError(MSG_SMS_CODE_EXPIRED, 0);
      await setPassword(user.id, password);
      await lockout.clear(subject);
      await lockout.clear({ kind: "user", username: user.username });
      await deps.logs.record({
        logType: LOG_TYPE.operation,
        content: `重置 ${username} 的密码，操作人： ${username}`,
        operateType: OPERATE_TYPE.edit,
        userId: user.id,
        username,
        meta: { ...meta, tenantId: 0 },
        method: "GET /sys/user/passwordChange",
      });
    },

    async updatePassword(caller, input) {
      if (input.username !== caller.username) throw new BusinessError(MSG_ONLY_OWN_PASSWORD);
      const user = await findUserByName(caller.username);
      if (!user) throw new BusinessError(MSG_USER_NOT_FOUND);
      const subject: LockoutSubject = { kind: "user", username: user.username };
      await refuseIfLocked(subject);
      if (!(await verifyPassword(input.oldpassword, user.salt, user.password))) {
        // A stolen token must not become a way to guess the password without limit.
        await lockout.recordFailure(subject, deps.clock());
        throw new BusinessError(MSG_OLD_PASSWORD_WRONG);
      }
      if (!input.password) throw new BusinessError(MSG_NEW_PASSWORD_EMPTY);
      if (input.password.length > MAX_PASSWORD) throw new BusinessError(`密码不能超过${MAX_PASSWORD}个字符`);
      if (input.password !== input.confirmpassword) throw new BusinessError(MSG_PASSWORDS_DIFFER);
      await setPassword(user.id, input.password);
    },

    async changePassword(tenantId, input) {
      const user = input.username ? await findUserByName(input.username) : undefined;
      if (!user || !(await inTenant(db, user.id, tenantId))) throw new BusinessError(MSG_USER_NOT_FOUND);
      if (!input.password) throw new BusinessError(MSG_NEW_PASSWORD_EMPTY);
      if (!isComplexPassword(input.password)) throw new BusinessError(MSG_PASSWORD_COMPLEXITY);
      if (input.confirmpassword !== undefined && input.confirmpassword !== input.password) {
        throw new BusinessError(MSG_PASSWORDS_DIFFER);
      }
      await setPassword(user.id, input.password);
      // A new password set by an administrator also lifts a lockout.
      await lockout.clear({ kind: "user", username: user.username });
    },

    async selectDepart(caller, input) {
      if (input.username && input.username !== caller.username) throw new BusinessError(MSG_ONLY_OWN_DEPART);
      if (!input.orgCode) throw new BusinessError(MSG_DEPART_REQUIRED);
      const departs = await listUserDeparts(db, caller.id);
      if (!departs.some((d) => d.org_code === input.orgCode)) throw new BusinessError(MSG_DEPART_NOT_OWN);
      const changes: { org_code: string; login_tenant_id?: number } = { org_code: input.orgCode };
      if (input.loginTenantId !== undefined && input.loginTenantId !== null && input.loginTenantId !== 0) {
        const tenants = await listUserTenants(db, caller.id);
        if (!tenants.some((t) => t.id === input.loginTenantId)) throw new BusinessError(MSG_TENANT_NOT_OWN);
        changes.login_tenant_id = input.loginTenantId;
      }
      const user = await db
        .updateTable("sys_user")
        .set(changes)
        .where("id", "=", caller.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { userInfo: toSysUserJson(user) };
    },

    async currentUserDeparts(caller) {
      const departs = await listUserDeparts(db, caller.id);
      const user = await db
        .selectFrom("sys_user")
        .select("org_code")
        .where("id", "=", caller.id)
        .executeTakeFirst();
      return { list: departs.map(toSysDepartJson), orgCode: user?.org_code ?? caller.org_code };
    },

    async userInfo(caller) {
      return { userInfo: toSysUserJson(caller), sysAllDictItems: await deps.dicts.queryAllDictItems() };
    },
  };
}

/**
 * Whether a user may be managed from the request's tenant: with a tenant header, the user must belong to
 * it (or to no tenant at all); without one, any user.
 */
async function inTenant(db: Kysely<Database>, userId: string, tenantId: number | null): Promise<boolean> {
  if (tenantId === null) return true;
  const rows = await db
    .selectFrom("sys_user_tenant")
    .select("tenant_id")
    .where("user_id", "=", userId)
    .execute();
  return rows.length === 0 || rows.some((r) => r.tenant_id === tenantId);
}
