import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { MSG_PATH_TICKET_INVALID } from "../http/messages";
import type { AuthOutcome } from "./auth-context";
import type { CheckSession } from "./authenticator";
import { tokenDigest } from "./token";

/** How long a path ticket may wait for its one use: a link is followed right after it is made. */
export const PATH_TICKET_TTL_MS = 60_000;

/*
 * Path tickets stand in for the token where a browser cannot send the `X-Access-Token` header (a download
 * link). A ticket is a random value kept as a row (only its digest) rather than an HMAC-signed claim: it must
 * work exactly once, and "already used" is state every instance on the database has to agree on, so the row
 * is needed anyway; a row also dies with its session (sign-out, password change) without further checks.
 */

export interface IssuedPathTicket {
  ticket: string;
  expiresAt: Date;
}

/** Issues a ticket for one API path of a session; expired tickets of any session are dropped on the way. */
export async function issuePathTicket(
  db: Kysely<Database>,
  input: { sessionId: string; path: string; now: Date },
): Promise<IssuedPathTicket> {
  await db.deleteFrom("kanya_path_ticket").where("expires_at", "<=", input.now).execute();
  const ticket = randomBytes(32).toString("base64url");
  const expiresAt = new Date(input.now.getTime() + PATH_TICKET_TTL_MS);
  await db
    .insertInto("kanya_path_ticket")
    .values({
      ticket_hash: tokenDigest(ticket),
      session_id: input.sessionId,
      path: input.path,
      expires_at: expiresAt,
    })
    .execute();
  return { ticket, expiresAt };
}

/**
 * Uses up a ticket: it is deleted whatever the outcome (a ticket tried on another path is spent too, so a
 * leaked one is worth one guess). Returns the digest of its session's token when the ticket was issued for
 * `path` and has not expired at `now`; the caller then checks that session as for a header token.
 */
export async function claimPathTicket(
  db: Kysely<Database>,
  input: { ticket: string; path: string; now: Date },
): Promise<string | null> {
  const claimed = await db
    .deleteFrom("kanya_path_ticket as t")
    .using("kanya_session as s")
    .whereRef("s.id", "=", "t.session_id")
    .where("t.ticket_hash", "=", tokenDigest(input.ticket))
    .returning(["t.path", "t.expires_at", "s.token_hash"])
    .executeTakeFirst();
  if (!claimed || claimed.path !== input.path) return null;
  return new Date(claimed.expires_at).getTime() > input.now.getTime() ? claimed.token_hash : null;
}

/** The guard's check of a path ticket: claims it, then checks its session as for a header token. */
export function createTicketAuthenticator(
  deps: { db: Kysely<Database>; clock: () => Date },
  checkSession: CheckSession,
): (ticket: string, path: string, tenantId: number | null) => Promise<AuthOutcome> {
  return async (ticket, path, tenantId) => {
    const tokenHash = await claimPathTicket(deps.db, { ticket, path, now: deps.clock() });
    return tokenHash ? checkSession(tokenHash, tenantId) : { ok: false, message: MSG_PATH_TICKET_INVALID };
  };
}
