import { createHash, randomUUID } from "node:crypto";
import { sign, verify } from "hono/jwt";

/** The claims JeecgBoot puts in its HS256 token. */
export interface TokenClaims {
  username: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * Signs JeecgBoot's claims plus a random `jti`: without it two sign-ins of one user within a second would
 * get the same token, and so share (and revoke) one session.
 */
export function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return sign({ username: claims.username, exp: claims.exp, jti: randomUUID() }, secret, "HS256");
}

/**
 * The token's claims if its HS256 signature is valid, else null. Expiry is left to the caller, which
 * compares it with its own clock (tests move that clock).
 */
export async function verifyTokenSignature(token: string, secret: string): Promise<TokenClaims | null> {
  // A signature checks out or not for good: every guarded request of a session presents the same token,
  // so the HMAC (an asynchronous WebCrypto job) is computed once per token and secret.
  const known = verifiedTokens.get(token);
  if (known?.secret === secret) return known.claims;
  const claims = await checkSignature(token, secret);
  if (claims) {
    if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) verifiedTokens.clear();
    verifiedTokens.set(token, { secret, claims });
  }
  return claims;
}

/** Far above the sessions active at once; past it the memo starts over rather than grow without bound. */
const MAX_VERIFIED_TOKENS = 10_000;
const verifiedTokens = new Map<string, { secret: string; claims: TokenClaims }>();

async function checkSignature(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const payload = await verify(token, secret, { alg: "HS256", exp: false, nbf: false, iat: false });
    const { username, exp } = payload;
    if (typeof username !== "string" || typeof exp !== "number") return null;
    return { username, exp };
  } catch {
    return null;
  }
}

/** Sessions store only this digest of a token. */
export function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
