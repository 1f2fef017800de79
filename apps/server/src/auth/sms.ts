import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** JeecgBoot keeps an SMS code for 600 s ("验证码10分钟内，仍然有效！"). */
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;

/** JeecgBoot's `smsmode`: what a code was sent for. */
export type SmsPurpose = "login" | "register" | "forgotPassword";

export const SMS_MODE: Readonly<Record<string, SmsPurpose>> = {
  "0": "login",
  "1": "register",
  "2": "forgotPassword",
};

export interface SmsMessage {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
}

/** Delivers SMS codes. Plug a real gateway in through `AppDeps.smsSender`; a throw means "not sent". */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

const PURPOSE_TEXT: Readonly<Record<SmsPurpose, string>> = {
  login: "登录",
  register: "注册",
  forgotPassword: "忘记密码",
};

/** The default sender: no gateway, the code goes to the server log (demo and development). */
export function logSmsSender(log: (line: string) => void): SmsSender {
  return {
    async send({ mobile, code, purpose }) {
      log(`[kanya] SMS to ${mobile} (${PURPOSE_TEXT[purpose]}): 验证码 ${code}，10分钟内有效`);
    },
  };
}

export type SmsCodeCheck =
  | { ok: true; username: string | null }
  | { ok: false; reason: "missing" | "mismatch" };

export interface SmsCodeStore {
  /**
   * Reserves a new code for the number, or returns null while an earlier one is still valid. The caller
   * sends the code and calls `discard` if sending fails.
   */
  reserve(mobile: string, purpose: SmsPurpose, username: string | null, now: Date): Promise<string | null>;
  /** Checks a code sent for `purpose`; `consume` uses it up on success. */
  check(
    mobile: string,
    code: string,
    purpose: SmsPurpose,
    now: Date,
    options: { consume: boolean },
  ): Promise<SmsCodeCheck>;
  /** Keeps a checked code valid for another ten minutes (JeecgBoot's phoneVerification). */
  extend(mobile: string, now: Date): Promise<void>;
  discard(mobile: string): Promise<void>;
}

/** SMS codes in `kanya_sms_code`, one per number, stored as a digest. */
export function createSmsCodeStore(db: Kysely<Database>): SmsCodeStore {
  return {
    async reserve(mobile, purpose, username, now) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_MS);
      // Only an expired row may be replaced: one statement, so two instances cannot both send.
      const row = await db
        .insertInto("kanya_sms_code")
        .values({
          mobile,
          code_hash: codeDigest(mobile, code),
          purpose,
          username,
          created_at: now,
          expires_at: expiresAt,
        })
        .onConflict((oc) =>
          oc
            .column("mobile")
            .doUpdateSet((eb) => ({
              code_hash: eb.ref("excluded.code_hash"),
              purpose: eb.ref("excluded.purpose"),
              username: eb.ref("excluded.username"),
              created_at: eb.ref("excluded.created_at"),
              expires_at: eb.ref("excluded.expires_at"),
            }))
            .where("kanya_sms_code.expires_at", "<=", now),
        )
        .returning("mobile")
        .executeTakeFirst();
      return row ? code : null;
    },

    async check(mobile, code, purpose, now, { consume }) {
      const row = await db
        .selectFrom("kanya_sms_code")
        .selectAll()
        .where("mobile", "=", mobile)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "missing" };
      const expected = Buffer.from(row.code_hash, "hex");
      const actual = Buffer.from(codeDigest(mobile, code.trim()), "hex");
      if (row.purpose !== purpose || !timingSafeEqual(expected, actual))
        return { ok: false, reason: "mismatch" };
      if (consume) {
        // Only the request that deletes the row may use it.
        const deleted = await db
          .deleteFrom("kanya_sms_code")
          .where("mobile", "=", mobile)
          .where("code_hash", "=", row.code_hash)
          .returning("mobile")
          .executeTakeFirst();
        if (!deleted) return { ok: false, reason: "missing" };
      }
      return { ok: true, username: row.username };
    },

    async extend(mobile, now) {
      await db
        .updateTable("kanya_sms_code")
        .set({ expires_at: new Date(now.getTime() + SMS_CODE_TTL_MS) })
        .where("mobile", "=", mobile)
        .execute();
    },

    async discard(mobile) {
      await db.deleteFrom("kanya_sms_code").where("mobile", "=", mobile).execute();
    },
  };
}

function codeDigest(mobile: string, code: string): string {
  return createHash("sha256").update(`${mobile}:${code}`).digest("hex");
}
