/**
 * Notices pushed to the notice websocket. JeecgBoot's frames are JSON with a `cmd`: `topic` (a broadcast:
 * `{cmd, msgId, msgTxt}`), `user` (targeted), and a few others.
 */
export interface NoticeMessage {
  readonly cmd: string;
  readonly [key: string]: unknown;
}

/** Who receives a notice: every connected user, the users of one tenant, or the listed users. */
export type NoticeTarget =
  | { readonly kind: "all" }
  | { readonly kind: "tenant"; readonly tenantId: number }
  | { readonly kind: "users"; readonly userIds: readonly string[] };

export type NoticeListener = (target: NoticeTarget, message: NoticeMessage) => void;

/**
 * Carries notices from whichever instance publishes them to every instance's websocket clients. With
 * PostgreSQL it goes through LISTEN/NOTIFY (instances are stateless and share only the database); with the
 * embedded PGlite there is one instance, so it stays in the process.
 */
export interface NoticeBus {
  publish(target: NoticeTarget, message: NoticeMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: NoticeListener): () => void;
  close(): Promise<void>;
}

/** The in-process bus (PGlite, and apps built by `createApp` without a server). */
export function createLocalNoticeBus(): NoticeBus {
  const listeners = new Set<NoticeListener>();
  return {
    async publish(target, message) {
      for (const listener of [...listeners]) listener(target, message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
