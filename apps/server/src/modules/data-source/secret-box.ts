import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

const KEY_SETTING = "datasource.secret_key";
const PREFIX = "enc:v1:";

/**
 * Encrypts stored data-source passwords (AES-256-GCM). The key is created at random by the first instance
 * that needs it and kept in `kanya_setting`, so every instance on the database shares it.
 */
export interface SecretBox {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
}

export function createSecretBox(db: Kysely<Database>, clock: () => Date): SecretBox {
  let key: Promise<Buffer> | undefined;
  const loadKey = () => {
    key ??= (async () => {
      await db
        .insertInto("kanya_setting")
        .values({ key: KEY_SETTING, value: randomBytes(32).toString("base64"), update_time: clock() })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      const row = await db
        .selectFrom("kanya_setting")
        .select("value")
        .where("key", "=", KEY_SETTING)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, "base64");
    })().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  return {
    async seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", await loadKey(), iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${PREFIX}${iv.toString("base64")}:${cipher.getAuthTag().toString("base64")}:${body.toString("base64")}`;
    },
    async open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error("Not a sealed secret");
      const [iv = "", tag = "", body = ""] = sealed.slice(PREFIX.length).split(":");
      const decipher = createDecipheriv("aes-256-gcm", await loadKey(), Buffer.from(iv, "base64"));
      decipher.setAuthTag(Buffer.from(tag, "base64"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
    },
  };
}
