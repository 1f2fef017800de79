import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/** Failures allowed within the window; the next one locks. */
export const MAX_LOGIN_FAILURES = 5;
/** The window failures are counted in, and how long a lock lasts (JeecgBoot: 600 s). */
export const LOGIN_FAILURE_WINDOW_MS = 10 * 60 * 1000;
export const LOGIN_LOCK_MS = 10 * 60 * 1000;

export const MSG_TOO_MANY_FAILURES = "该用户登录失败次数过多，请于10分钟后再次登录！";

/** What is counted: an account (password sign-in) or a phone number (SMS codes). */
export type LockoutSubject = { kind: "user"; username: string } | { kind: "phone"; mobile: string };

export interface LoginLockout {
  /** Whether the subject is locked at `now`. */
  isLocked(subject: LockoutSubject, now: Date): Promise<boolean>;
  /** Counts a failure; the fifth within the window locks the subject for ten minutes. */
  recordFailure(subject: LockoutSubject, now: Date): Promise<void>;
  /** Forgets the subject's failures (a successful sign-in). */
  clear(subject: LockoutSubject): Promise<void>;
}

/**
 * Failed-attempt counters in the database (`kanya_login_failure`), so every instance sees the same count.
 * The window starts at the first failure; a failure after the window starts a new one. Keys are digests,
 * so the table holds no usernames or phone numbers, and any input length fits.
 */
export function createLoginLockout(db: Kysely<Database>): LoginLockout {
  return {
    async isLocked(subject, now) {
      const row = await db
        .selectFrom("kanya_login_failure")
        .select("locked_until")
        .where("key_hash", "=", subjectKey(subject))
        .executeTakeFirst();
      return row?.locked_until != null && row.locked_until.getTime() > now.getTime();
    },

    async recordFailure(subject, now) {
      const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
      const lockedUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
      // One statement, so concurrent failures on several instances all count.
      await sql`
        insert into kanya_login_failure as f (key_hash, fail_count, first_failed_at, locked_until)
        values (${subjectKey(subject)}, 1, ${now}, null)
        on conflict (key_hash) do update set
          fail_count = case when f.first_failed_at <= ${windowStart} then 1 else f.fail_count + 1 end,
          first_failed_at = case when f.first_failed_at <= ${windowStart} then ${now} else f.first_failed_at end,
          locked_until = case
            when f.first_failed_at > ${windowStart} and f.fail_count + 1 >= ${MAX_LOGIN_FAILURES}
              then ${lockedUntil}::timestamptz
            else null
          end
      `.execute(db);
    },

    async clear(subject) {
      await db.deleteFrom("kanya_login_failure").where("key_hash", "=", subjectKey(subject)).execute();
    },
  };
}

function subjectKey(subject: LockoutSubject): string {
  const text = subject.kind === "user" ? `user:${subject.username}` : `phone:${subject.mobile}`;
  return createHash("sha256").update(text).digest("hex");
}
