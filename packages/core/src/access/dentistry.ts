/** Work-number prefix that marks dentistry clinic staff, who use the dentistry store system. */
export const DENTISTRY_WORK_NO_PREFIX = "CK:";

export function isDentistryUser(user: { workNo?: string | null } | null | undefined): boolean {
  return user?.workNo?.startsWith(DENTISTRY_WORK_NO_PREFIX) === true;
}
