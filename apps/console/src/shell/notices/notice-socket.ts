/** Spec §9: the notice socket beats every 20 s. */
export const HEARTBEAT_MS = 20_000;
/** Reconnect delays double from 1 s up to 30 s, with jitter so many tabs do not reconnect in step. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface NoticeSocketOptions {
  /** `ws(s)://…/websocket/{userId}`. */
  url: string;
  /** Sent as the subprotocol, as JeecgBoot's UI does; the server checks it before the handshake. */
  token: string;
  /** A `topic` or `user` message arrived: something to show may have changed. */
  onNotice: () => void;
  /** Injected in tests. */
  createSocket?: (url: string, protocols: string[]) => WebSocket;
  random?: () => number;
}

/** The delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … 30 s, each ±20 %. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * JeecgBoot's notice websocket, kept open: a heartbeat every 20 s, and when the connection drops, a new
 * one after a growing delay (the original only guards against two reconnects at once, and retries
 * every few seconds forever). Returns a function that closes it for good.
 */
export function openNoticeSocket({
  url,
  token,
  onNotice,
  createSocket = (target, protocols) => new WebSocket(target, protocols),
  random = Math.random,
}: NoticeSocketOptions): () => void {
  let socket: WebSocket | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;

  const connect = () => {
    socket = createSocket(url, [token]);
    socket.onopen = () => {
      attempt = 0;
      heartbeat = setInterval(() => socket?.send("ping"), HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      if (isNotice(event.data)) onNotice();
    };
    socket.onclose = () => {
      clearInterval(heartbeat);
      if (closed) return;
      retry = setTimeout(connect, reconnectDelay(attempt++, random));
    };
  };
  connect();

  return () => {
    closed = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    socket?.close();
  };
}

/** `{"cmd":"topic"|"user", …}` frames announce notices; `ping` and `heartcheck` do not. */
function isNotice(data: unknown): boolean {
  if (typeof data !== "string" || !data.startsWith("{")) return false;
  try {
    const cmd = (JSON.parse(data) as { cmd?: unknown }).cmd;
    return cmd === "topic" || cmd === "user";
  } catch {
    return false;
  }
}

/** The socket's address for an API base (`/jeecg-boot` or `https://host/jeecg-boot`) and a user. */
export function noticeSocketUrl(
  apiBase: string,
  userId: string,
  origin = globalThis.location?.origin ?? "",
): string {
  const http = new URL(`${apiBase.replace(/\/$/, "")}/websocket/${encodeURIComponent(userId)}`, origin);
  http.protocol = http.protocol === "https:" ? "wss:" : "ws:";
  return http.href;
}
