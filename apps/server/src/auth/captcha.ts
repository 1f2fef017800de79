import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { CAPTCHA_ALPHABET, renderCaptchaDataUrl } from "./captcha-image";

/** JeecgBoot keeps a captcha for 60 s. */
export const CAPTCHA_TTL_MS = 60 * 1000;
const CAPTCHA_LENGTH = 4;
/** A checkKey is the UI's `Date.now()`; anything longer than this is not one. */
const MAX_CHECK_KEY_LENGTH = 64;

export type CaptchaCheck = "ok" | "missing" | "wrong";

export interface CaptchaStore {
  /** A new 4-character captcha for the key (replacing the key's previous one), as a PNG data URL. */
  issue(checkKey: string, now: Date): Promise<string>;
  /**
   * Checks an answer, case-insensitively. Any attempt uses the captcha up, so each image allows one guess;
   * `missing` means there was no answer to check.
   */
  verify(checkKey: string | undefined, answer: string | undefined, now: Date): Promise<CaptchaCheck>;
}

/**
 * Captchas live in `kanya_captcha` (instances share nothing in memory), stored as digests only: the key's
 * SHA-256 and the SHA-256 of key digest + lower-case answer.
 */
export function createCaptchaStore(db: Kysely<Database>): CaptchaStore {
  return {
    async issue(checkKey, now) {
      const code = Array.from(
        { length: CAPTCHA_LENGTH },
        () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
      ).join("");
      const keyHash = digest(checkKey);
      // Expired captchas of everyone go on the way, so the table stays small.
      await db.deleteFrom("kanya_captcha").where("expires_at", "<=", now).execute();
      await db
        .insertInto("kanya_captcha")
        .values({
          key_hash: keyHash,
          code_hash: answerDigest(keyHash, code),
          expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS),
        })
        .onConflict((oc) =>
          oc.column("key_hash").doUpdateSet((eb) => ({
            code_hash: eb.ref("excluded.code_hash"),
            expires_at: eb.ref("excluded.expires_at"),
          })),
        )
        .execute();
      return renderCaptchaDataUrl(code);
    },

    async verify(checkKey, answer, now) {
      if (!answer || !checkKey || checkKey.length > MAX_CHECK_KEY_LENGTH) return answer ? "wrong" : "missing";
      const keyHash = digest(checkKey);
      const row = await db
        .deleteFrom("kanya_captcha")
        .where("key_hash", "=", keyHash)
        .returning(["code_hash", "expires_at"])
        .executeTakeFirst();
      if (!row || row.expires_at.getTime() <= now.getTime()) return "wrong";
      const expected = Buffer.from(row.code_hash, "hex");
      const actual = Buffer.from(answerDigest(keyHash, answer), "hex");
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? "ok" : "wrong";
    },
  };
}

/** Whether a path segment can be a checkKey (JeecgBoot's UI sends `Date.now()`). */
export function isValidCheckKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_CHECK_KEY_LENGTH && /^[A-Za-z0-9_-]+$/.test(key);
}

/** The stored digests of a key and answer (exported so tests can plant an answer they know). */
export function captchaDigests(checkKey: string, answer: string): { keyHash: string; codeHash: string } {
  const keyHash = digest(checkKey);
  return { keyHash, codeHash: answerDigest(keyHash, answer) };
}

function digest(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function answerDigest(keyHash: string, answer: string): string {
  return digest(`${keyHash}:${answer.trim().toLowerCase()}`);
}
