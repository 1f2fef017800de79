import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { captchaDigests } from "../../src/auth/captcha";
import type { SmsMessage, SmsSender } from "../../src/auth/sms";
import type { Database } from "../../src/db/schema";
import { createTestUser } from "./users";

/** An SmsSender that keeps what it was asked to send, so tests can read the codes. */
export function capturingSmsSender(): SmsSender & {
  sent: SmsMessage[];
  lastCodeFor(mobile: string): string;
} {
  const sent: SmsMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastCodeFor(mobile) {
      const message = sent.findLast((m) => m.mobile === mobile);
      if (!message) throw new Error(`No SMS was sent to ${mobile}`);
      return message.code;
    },
  };
}

/** A fresh mainland mobile number (139 + 8 digits) that passes @kanya/core's mobile rule. */
export function uniqueMobile(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/** A test user with a phone number of its own. */
export async function createPhoneUser(
  db: Kysely<Database>,
  options: { password?: string; status?: number; roleId?: string } = {},
): Promise<{ id: string; username: string; password: string; phone: string }> {
  const user = await createTestUser(db, options);
  const phone = uniqueMobile();
  await db.updateTable("sys_user").set({ phone }).where("id", "=", user.id).execute();
  return { ...user, phone };
}

/** Replaces the captcha of a checkKey by one whose answer the test knows (the image cannot be read). */
export async function plantCaptcha(db: Kysely<Database>, checkKey: string, answer: string): Promise<void> {
  const { keyHash, codeHash } = captchaDigests(checkKey, answer);
  await db
    .updateTable("kanya_captcha")
    .set({ code_hash: codeHash })
    .where("key_hash", "=", keyHash)
    .execute();
}
