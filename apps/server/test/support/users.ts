import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { hashPassword, newPasswordSalt } from "../../src/auth/password";
import type { Database } from "../../src/db/schema";
import { newId } from "../../src/ids";

/** Inserts a user of its own for a test that changes it (so tests sharing a database do not interfere). */
export async function createTestUser(
  db: Kysely<Database>,
  options: { password?: string; status?: number; roleId?: string; orgCode?: string } = {},
): Promise<{ id: string; username: string; password: string }> {
  const username = `t_${randomBytes(5).toString("hex")}`;
  const password = options.password ?? "secret-123";
  const salt = newPasswordSalt();
  const id = newId();
  await db
    .insertInto("sys_user")
    .values({
      id,
      username,
      realname: "测试用户",
      salt,
      password: await hashPassword(password, salt),
      status: options.status ?? 1,
      org_code: options.orgCode ?? null,
      del_flag: 0,
      create_time: new Date(),
    })
    .execute();
  if (options.roleId) {
    await db
      .insertInto("sys_user_role")
      .values({ id: newId(), user_id: id, role_id: options.roleId })
      .execute();
  }
  return { id, username, password };
}
