import type { Kysely } from "kysely";
import { verifyPassword } from "./auth/password";
import type { Database } from "./db/schema";
import { DEMO_SIGN_INS } from "./db/seed/demo-accounts";

/** A signing secret shorter than this is guessable by brute force (HS256 keys should be ≥ 256 bits). */
export const MIN_TOKEN_SECRET_LENGTH = 32;

/** Why the server will not start in production; thrown by `startServer`, printed by `main`. */
export class ProductionConfigError extends Error {
  override readonly name = "ProductionConfigError";
}

/** Whether the environment asks for production rules (`NODE_ENV=production`). */
export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV?.trim().toLowerCase() === "production";
}

/** In production the token-signing secret must be configured (`TOKEN_SECRET`), and long enough. */
export function assertTokenSecretConfigured(tokenSecret: string | undefined): void {
  const secret = tokenSecret?.trim() ?? "";
  if (secret === "") {
    throw new ProductionConfigError(
      "NODE_ENV=production but no TOKEN_SECRET is configured: set TOKEN_SECRET to a random string of at least " +
        `${MIN_TOKEN_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 48\`), the same on every instance.`,
    );
  }
  if (secret.length < MIN_TOKEN_SECRET_LENGTH) {
    throw new ProductionConfigError(
      `NODE_ENV=production but TOKEN_SECRET is only ${secret.length} characters long: use at least ` +
        `${MIN_TOKEN_SECRET_LENGTH} random characters.`,
    );
  }
}

/**
 * In production no seeded demo account (admin first) may still sign in with its published demo password.
 * Deleted or frozen accounts do not count: they cannot sign in.
 */
export async function assertNoDemoPasswords(db: Kysely<Database>): Promise<void> {
  const exposed: string[] = [];
  for (const account of DEMO_SIGN_INS) {
    const user = await db
      .selectFrom("sys_user")
      .select(["salt", "password"])
      .where("username", "=", account.username)
      .where("status", "=", 1)
      .where((eb) => eb.or([eb("del_flag", "is", null), eb("del_flag", "=", 0)]))
      .executeTakeFirst();
    if (user && (await verifyPassword(account.password, user.salt, user.password)))
      exposed.push(account.username);
  }
  if (exposed.length > 0) {
    throw new ProductionConfigError(
      `NODE_ENV=production but ${exposed.join(", ")} still ${exposed.length === 1 ? "has" : "have"} the demo ` +
        "password: start once without NODE_ENV=production, sign in and change the password (修改密码), or " +
        "freeze the account, then start again.",
    );
  }
}
