import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Passwords are stored as scrypt hashes with a per-user random salt (in `sys_user.salt`). The stored value
 * names its scheme so a later change of parameters can still verify old hashes.
 */
const SCHEME = "scrypt";
const KEY_LENGTH = 32;
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export function newPasswordSalt(): string {
  return randomBytes(16).toString("base64url");
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const key = await derive(password, salt);
  return `${SCHEME}$${key.toString("hex")}`;
}

export async function verifyPassword(
  password: string,
  salt: string | null,
  stored: string | null,
): Promise<boolean> {
  if (!salt || !stored?.startsWith(`${SCHEME}$`)) return false;
  const expected = Buffer.from(stored.slice(SCHEME.length + 1), "hex");
  const actual = await derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Spends the same work as a real check; used when the user does not exist, so the response time does not
 * tell an attacker which usernames are real.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await derive(password, "kanya-no-such-user");
}

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, PARAMS, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}
