import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { Database } from "../../db/schema";
import type { NoticeBus, NoticeListener, NoticeMessage, NoticeTarget } from "./notice-bus";

export const NOTICE_CHANNEL = "kanya_notice";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below. */
const MAX_PAYLOAD_BYTES = 7000;
const RECONNECT_DELAY_MS = 2000;

export interface PgNoticeBusOptions {
  /** The same database the app uses; the bus holds one extra connection for LISTEN. */
  databaseUrl: string;
  /** Where NOTIFY is sent from (any pooled connection will do). */
  db: Kysely<Database>;
  log?: (line: string) => void;
}

interface Envelope {
  target: NoticeTarget;
  message: NoticeMessage;
}

/**
 * A NoticeBus over PostgreSQL LISTEN/NOTIFY, so a notice published through one instance reaches the
 * websocket clients of all of them. Delivery to this instance's own clients also comes back through
 * LISTEN, so each notice is delivered exactly once everywhere. A lost LISTEN connection is re-opened.
 */
export async function createPgNoticeBus(options: PgNoticeBusOptions): Promise<NoticeBus> {
  const log = options.log ?? ((line: string) => console.error(line));
  const listeners = new Set<NoticeListener>();
  let client: pg.Client | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    for (const listener of [...listeners]) listener(envelope.target, envelope.message);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on("notification", (msg) => {
      if (msg.channel === NOTICE_CHANNEL) deliver(msg.payload);
    });
    next.on("error", (error) => {
      log(`[kanya] notice LISTEN connection failed: ${error.message}`);
      lost(next);
    });
    next.on("end", () => lost(next));
    await next.connect();
    await next.query(`listen ${NOTICE_CHANNEL}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const reconnectSoon = () => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error: unknown) => {
        log(`[kanya] notice LISTEN reconnect failed: ${error instanceof Error ? error.message : error}`);
        reconnectSoon();
      });
    }, RECONNECT_DELAY_MS);
    reconnectTimer.unref();
  };

  const lost = (connection: pg.Client) => {
    if (client !== connection) return;
    client = undefined;
    connection.end().catch(() => {});
    reconnectSoon();
  };

  await connect();

  return {
    async publish(target, message) {
      for (const payload of splitPayloads(target, message)) {
        await sql`select pg_notify(${NOTICE_CHANNEL}, ${payload})`.execute(options.db);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      listeners.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

/** One NOTIFY payload per chunk of target users, each under PostgreSQL's size limit. */
export function splitPayloads(target: NoticeTarget, message: NoticeMessage): string[] {
  const whole = JSON.stringify({ target, message });
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES) return [whole];
  if (target.kind !== "users" || target.userIds.length <= 1) {
    throw new Error(`Notice too large for NOTIFY (${Buffer.byteLength(whole)} bytes)`);
  }
  const half = Math.ceil(target.userIds.length / 2);
  return [
    ...splitPayloads({ kind: "users", userIds: target.userIds.slice(0, half) }, message),
    ...splitPayloads({ kind: "users", userIds: target.userIds.slice(half) }, message),
  ];
}
