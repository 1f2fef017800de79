import type { Kysely } from "kysely";
import { burnPasswordCheck, verifyPassword } from "../../auth/password";
import { createSession, revokeSession } from "../../auth/sessions";
import { signToken, verifyTokenSignature } from "../../auth/token";
import type { Database, SysDepartRow, SysUserRow } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { type SysDepartJson, toSysDepartJson } from "../../wire/sys-depart";
import { type SysTenantJson, toSysTenantJson } from "../../wire/sys-tenant";
import { type SysUserJson, toSysUserJson } from "../../wire/sys-user";
import { listUserDeparts } from "../depart/service";
import type { DictItemsByCode, DictService } from "../dict/service";
import { listUserTenants } from "../tenant/service";

/** One message for an unknown user and a wrong password, so sign-in does not reveal which usernames exist. */
export const MSG_BAD_CREDENTIALS = "用户名或密码错误";
export const MSG_USER_FROZEN = "该用户已冻结";
export const MSG_LOGOUT_OK = "退出登录成功！";
export const MSG_LOGOUT_NO_TOKEN = "退出登录失败！";
export const MSG_LOGOUT_BAD_TOKEN = "Token无效!";

const STATUS_NORMAL = 1;

export interface LoginInput {
  username: string;
  password: string;
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

export interface AuthServiceDeps {
  db: Kysely<Database>;
  tokenSecret: () => Promise<string>;
  clock: () => Date;
  tokenTtlSeconds: number;
  dicts: DictService;
}

export interface AuthService {
  login(input: LoginInput, options: { includeDictItems: boolean }): Promise<LoginResult>;
  /** Revokes the token's session; later requests with it get 401. */
  logout(token: string | null): Promise<void>;
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { db } = deps;

  async function findSignInUser(input: LoginInput): Promise<SysUserRow> {
    const user = await db
      .selectFrom("sys_user")
      .selectAll()
      .where("username", "=", input.username)
      .where((eb) => eb.or([eb("del_flag", "is", null), eb("del_flag", "=", 0)]))
      .executeTakeFirst();
    if (!user) {
      await burnPasswordCheck(input.password);
      throw new BusinessError(MSG_BAD_CREDENTIALS);
    }
    if (!(await verifyPassword(input.password, user.salt, user.password))) {
      throw new BusinessError(MSG_BAD_CREDENTIALS);
    }
    // Checked after the password, so only the account's owner learns that it is frozen.
    if (user.status !== STATUS_NORMAL) throw new BusinessError(MSG_USER_FROZEN);
    return user;
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

  return {
    async login(input, options) {
      const user = await findSignInUser(input);
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
    },

    async logout(token) {
      if (!token) throw new BusinessError(MSG_LOGOUT_NO_TOKEN);
      // Signature only: an expired token may still be logged out.
      const claims = await verifyTokenSignature(token, await deps.tokenSecret());
      if (!claims || !(await revokeSession(db, token, deps.clock()))) {
        throw new BusinessError(MSG_LOGOUT_BAD_TOKEN);
      }
    },
  };
}
