import type { Kysely } from "kysely";
import type { Database, KanyaSessionRow } from "../db/schema";
import { newId } from "../ids";
import { tokenDigest } from "./token";

export interface NewSession {
  token: string;
  userId: string;
  username: string;
  tenantId: number | null;
  createdAt: Date;
  expiresAt: Date;
  /** The address it signs in from, when known. */
  ip?: string | null;
}

/** Stores a new session, and drops the user's expired ones so the table does not grow without bound. */
export async function createSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db
    .deleteFrom("kanya_session")
    .where("user_id", "=", session.userId)
    .where("expires_at", "<=", session.createdAt)
    .execute();
  await db
    .insertInto("kanya_session")
    .values({
      id: newId(),
      token_hash: tokenDigest(session.token),
      user_id: session.userId,
      username: session.username,
      tenant_id: session.tenantId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ip: session.ip ?? null,
    })
    .execute();
}

/** The session of a token if it exists, is not revoked and has not expired at `now`. */
export async function findLiveSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<KanyaSessionRow | undefined> {
  return db
    .selectFrom("kanya_session")
    .selectAll()
    .where("token_hash", "=", tokenDigest(token))
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

/**
 * Revokes a token's session; returns the session's user when a session for the token exists at all (already
 * revoked or expired included), so logging out twice still names whose token it was.
 */
export async function revokeSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ userId: string; username: string } | undefined> {
  const hash = tokenDigest(token);
  await db
    .updateTable("kanya_session")
    .set({ revoked_at: now })
    .where("token_hash", "=", hash)
    .where("revoked_at", "is", null)
    .execute();
  const existing = await db
    .selectFrom("kanya_session")
    .select(["user_id", "username"])
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  return existing && { userId: existing.user_id, username: existing.username };
}

/** Revokes every live session of a user (a password change signs the user out everywhere). */
export async function revokeUserSessions(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const rows = await db
    .updateTable("kanya_session")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .returning("id")
    .execute();
  return rows.length;
}
