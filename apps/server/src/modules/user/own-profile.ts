import { formRules } from "@kanya/core/validate";
import type { Kysely } from "kysely";
import type { Database, SysUserRow } from "../../db/schema";
import { violatedConstraint } from "../../db/unique-violation";
import { BusinessError } from "../../http/errors";
import { optionalDate, optionalInteger, optionalText } from "../../http/params";
import { type SysUserJson, toSysUserJson } from "../../wire/sys-user";
import { MSG_EMAIL_TAKEN, MSG_PHONE_TAKEN } from "../auth/account-service";
import { MSG_USER_NOT_FOUND } from "./service";

export const MSG_ONLY_OWN_PROFILE = "只允许修改自己的信息！";

/**
 * The personal fields a signed-in user may change on their own record (`/sys/user/appEdit`). Roles,
 * departments, tenants, status, username and password are not among them: only an administrator sets those.
 */
export interface OwnProfile {
  realname?: string;
  phone?: string;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | null;
  email?: string | null;
}

/**
 * The body of `/sys/user/appEdit`. As JeecgBoot: a field left out keeps its value, and so does a blank name
 * or mobile (both are required); any other field of the body (username, status, roles …) is ignored. Unlike
 * JeecgBoot, a blank email, avatar, birthday or sex clears it (spec §5: the email is optional), and an `id`
 * naming another user is refused rather than ignored.
 */
export function parseOwnProfile(body: Record<string, unknown>, callerId: string): OwnProfile {
  // Types first, then the rules, then whose record: every bad field is named, whatever else is wrong.
  const id = optionalText(body, "id", 64);
  const realname = optionalText(body, "realname", 100);
  const phone = optionalText(body, "phone", 45);
  const email = optionalText(body, "email", 45);
  const avatar = optionalText(body, "avatar", 255);
  const birthday = optionalDate(body, "birthday");
  const sex = optionalInteger(body, "sex", [0, 1, 2]);
  const problem = (phone && formRules.mobile.validate(phone)) || (email && formRules.email.validate(email));
  if (problem) throw new BusinessError(problem);
  if (id && id !== callerId) throw new BusinessError(MSG_ONLY_OWN_PROFILE);

  const profile: OwnProfile = {};
  if (realname) profile.realname = realname;
  if (phone) profile.phone = phone;
  if (email !== undefined) profile.email = email;
  if (avatar !== undefined) profile.avatar = avatar;
  if (birthday !== undefined) profile.birthday = birthday;
  if (sex !== undefined) profile.sex = sex;
  return profile;
}

/** Constraint → the message of the value another user already has (a race past the checks below). */
const TAKEN_BY_CONSTRAINT: Record<string, string> = {
  uniq_sys_user_phone: MSG_PHONE_TAKEN,
  uniq_sys_user_email: MSG_EMAIL_TAKEN,
};

/**
 * Saves the caller's own profile and answers their record as it now is, for the client's session.
 * A phone or email another user has (a deleted one included: the unique keys hold them) is refused.
 */
export async function saveOwnProfile(
  db: Kysely<Database>,
  clock: () => Date,
  caller: SysUserRow,
  profile: OwnProfile,
): Promise<SysUserJson> {
  try {
    return await db.transaction().execute(async (trx) => {
      const takenBy = async (column: "phone" | "email", value: string) =>
        (await trx
          .selectFrom("sys_user")
          .select("id")
          .where(column, "=", value)
          .where("id", "<>", caller.id)
          .executeTakeFirst()) !== undefined;
      if (profile.phone && (await takenBy("phone", profile.phone))) throw new BusinessError(MSG_PHONE_TAKEN);
      if (profile.email && (await takenBy("email", profile.email))) throw new BusinessError(MSG_EMAIL_TAKEN);
      const saved = await trx
        .updateTable("sys_user")
        .set({ ...profile, update_by: caller.username, update_time: clock() })
        .where("id", "=", caller.id)
        .where("del_flag", "=", 0)
        .returningAll()
        .executeTakeFirst();
      if (!saved) throw new BusinessError(MSG_USER_NOT_FOUND);
      return toSysUserJson(saved);
    });
  } catch (error) {
    const taken = TAKEN_BY_CONSTRAINT[violatedConstraint(error) ?? ""];
    if (taken) throw new BusinessError(taken);
    throw error;
  }
}
