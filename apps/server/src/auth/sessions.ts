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

/** Revokes a token's session; returns whether a session for the token exists at all. */
export async function revokeSession(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .updateTable("kanya_session")
    .set({ revoked_at: now })
    .where("token_hash", "=", tokenDigest(token))
    .where("revoked_at", "is", null)
    .returning("id")
    .execute();
  if (rows.length > 0) return true;
  const existing = await db
    .selectFrom("kanya_session")
    .select("id")
    .where("token_hash", "=", tokenDigest(token))
    .executeTakeFirst();
  return existing !== undefined;
}
