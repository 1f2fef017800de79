import type { SysUser } from "@kanya/client";

/**
 * The session's user with the personal fields `appEdit` answered as saved. Only those: the department and
 * tenant the session signed in with stay as they are.
 */
export function withSavedProfile(user: SysUser, saved: SysUser): SysUser {
  const { realname, avatar, birthday, sex, email, phone } = saved;
  return { ...user, realname, avatar, birthday, sex, email, phone };
}
