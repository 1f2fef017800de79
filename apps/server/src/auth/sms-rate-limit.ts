import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/**
 * JeecgBoot's DySmsLimit: one client address may ask `/sys/sms` for at most 5 codes a minute. The window
 * starts with the address's first request; every request in it counts, refused ones too. (DySmsLimit's
 * blacklist after 20 a minute is left out: behind a reverse proxy many people share one address, and a day's
 * ban of it would stop SMS sign-in for all of them.)
 */
export const SMS_PER_ADDRESS_PER_WINDOW = 5;
export const SMS_RATE_WINDOW_MS = 60 * 1000;

/** JeecgBoot's CommonConstant.PHONE_SMS_FAIL_CODE. */
export const CODE_SMS_TOO_MANY = 40002;

export interface SmsRateLimit {
  /** Counts a request from `address` and tells whether it is within the limit. */
  allow(address: string, now: Date): Promise<boolean>;
}

/**
 * Counters in `kanya_sms_rate`, so every server process counts the same requests: one upsert counts
 * atomically (concurrent requests on several processes all count). Keys are digests: no address is stored.
 */
export function createSmsRateLimit(db: Kysely<Database>): SmsRateLimit {
  return {
    async allow(address, now) {
      const windowStart = new Date(now.getTime() - SMS_RATE_WINDOW_MS);
      // Ended windows go first (this address's too, so it starts afresh); the table keeps only the last minute.
      await db.deleteFrom("kanya_sms_rate").where("window_started_at", "<=", windowStart).execute();
      const row = await sql<{ request_count: number }>`
        insert into kanya_sms_rate as r (key_hash, window_started_at, request_count)
        values (${addressKey(address)}, ${now}, 1)
        on conflict (key_hash) do update set request_count = r.request_count + 1
        returning request_count
      `
        .execute(db)
        .then((result) => result.rows[0]);
      return (row?.request_count ?? 0) <= SMS_PER_ADDRESS_PER_WINDOW;
    },
  };
}

function addressKey(address: string): string {
  return createHash("sha256").update(`sms:${address}`).digest("hex");
}
