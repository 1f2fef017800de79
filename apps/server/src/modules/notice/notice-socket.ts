import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import type { Authenticate } from "../../auth/authenticator";
import type { NoticeBus, NoticeMessage, NoticeTarget } from "./notice-bus";

/** JeecgBoot's notice socket: `ws://host/jeecg-boot/websocket/{userId}`. */
export const NOTICE_SOCKET_PREFIX = "/jeecg-boot/websocket/";
/** The server's heartbeat (JeecgBoot's UI also beats every 20 s). */
export const NOTICE_HEARTBEAT_MS = 20_000;
/** Clients send only heartbeats; anything bigger is not a heartbeat. */
const MAX_CLIENT_FRAME_BYTES = 4096;

export interface NoticeSocketDeps {
  /** Checks the token the client sends as its subprotocol. */
  authenticate: Authenticate;
  bus: NoticeBus;
  /** The tenants a user belongs to, for notices addressed to one tenant. */
  tenantsOfUser: (userId: string) => Promise<readonly number[]>;
  heartbeatMs?: number;
  log?: (line: string) => void;
}

export interface NoticeSocket {
  /** Open sockets, in total or of one user. */
  connectionCount(userId?: string): number;
  /** Closes every socket and stops listening for upgrades and notices. */
  close(): Promise<void>;
}

interface Connection {
  readonly userId: string;
  readonly tenantIds: ReadonlySet<number>;
  alive: boolean;
}

/**
 * Serves the notice websocket on an HTTP server's `upgrade` event (ws with `noServer`). The handshake
 * needs a valid token as the subprotocol, echoed back as JeecgBoot's filter does, for the user of the
 * path; anything else gets no handshake. Each user may hold several sockets (tabs, devices). Notices come
 * from the bus; `ping`/`heartcheck` frames are answered with plain-text `ping`; every `heartbeatMs` the
 * server sends `{"cmd":"heartcheck"}` and a protocol ping, and drops sockets that missed the last one.
 */
export function attachNoticeSocket(server: Server, deps: NoticeSocketDeps): NoticeSocket {
  const log = deps.log ?? ((line: string) => console.error(line));
  const connections = new Map<WebSocket, Connection>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_FRAME_BYTES,
    // The token was checked before the upgrade; echo it as the chosen subprotocol.
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const userId = noticeSocketUserId(req.url);
    if (userId === undefined) {
      // Not ours: leave it to another handler, or close it if there is none.
      if (server.listenerCount("upgrade") <= 1) refuse(socket, 404, "Not Found");
      return;
    }
    accept(req, socket, head, userId).catch((error: unknown) => {
      log(`[kanya] notice socket handshake failed: ${error instanceof Error ? error.stack : error}`);
      refuse(socket, 500, "Internal Server Error");
    });
  };

  const accept = async (req: IncomingMessage, socket: Duplex, head: Buffer, userId: string) => {
    const token = firstProtocol(req.headers["sec-websocket-protocol"]);
    const outcome = token ? await deps.authenticate(token, null) : undefined;
    if (!outcome?.ok || outcome.auth.user.id !== userId) {
      refuse(socket, 401, "Unauthorized");
      return;
    }
    const tenantIds = new Set(await deps.tenantsOfUser(userId));
    if (socket.destroyed) return;
    wss.handleUpgrade(req, socket, head, (ws) => {
      connections.set(ws, { userId, tenantIds, alive: true });
      ws.on("pong", () => {
        const connection = connections.get(ws);
        if (connection) connection.alive = true;
      });
      ws.on("message", (data, isBinary) => {
        if (!isBinary && isHeartbeat(data.toString())) ws.send("ping");
      });
      ws.on("close", () => connections.delete(ws));
      ws.on("error", () => connections.delete(ws));
    });
  };

  const deliver = (target: NoticeTarget, message: NoticeMessage) => {
    const text = JSON.stringify(message);
    const userIds = target.kind === "users" ? new Set(target.userIds) : undefined;
    for (const [ws, connection] of connections) {
      const addressed =
        target.kind === "all" ||
        (target.kind === "tenant" && connection.tenantIds.has(target.tenantId)) ||
        (userIds?.has(connection.userId) ?? false);
      if (addressed && ws.readyState === ws.OPEN) ws.send(text);
    }
  };

  const heartbeat = setInterval(() => {
    const beat = JSON.stringify({ cmd: "heartcheck", msgTxt: "心跳响应" });
    for (const [ws, connection] of connections) {
      if (!connection.alive) {
        ws.terminate();
        connections.delete(ws);
        continue;
      }
      connection.alive = false;
      ws.ping();
      if (ws.readyState === ws.OPEN) ws.send(beat);
    }
  }, deps.heartbeatMs ?? NOTICE_HEARTBEAT_MS);
  heartbeat.unref();

  const unsubscribe = deps.bus.subscribe(deliver);
  server.on("upgrade", onUpgrade);

  return {
    connectionCount(userId) {
      if (userId === undefined) return connections.size;
      let count = 0;
      for (const connection of connections.values()) if (connection.userId === userId) count++;
      return count;
    },
    async close() {
      clearInterval(heartbeat);
      unsubscribe();
      server.off("upgrade", onUpgrade);
      for (const ws of connections.keys()) ws.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** The user id of a notice-socket URL (`/jeecg-boot/websocket/{userId}`), else undefined. */
export function noticeSocketUserId(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const path = url.split("?")[0] ?? "";
  if (!path.startsWith(NOTICE_SOCKET_PREFIX)) return undefined;
  const userId = path.slice(NOTICE_SOCKET_PREFIX.length);
  return /^[A-Za-z0-9_-]{1,64}$/.test(userId) ? userId : undefined;
}

function firstProtocol(header: string | string[] | undefined): string | undefined {
  const text = Array.isArray(header) ? header.join(",") : header;
  const first = text?.split(",")[0]?.trim();
  return first || undefined;
}

/** JeecgBoot's UI sends `ping` or `heartcheck`, some versions as `{"cmd":"heartcheck"}`. */
function isHeartbeat(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "ping" || trimmed === "heartcheck") return true;
  if (!trimmed.startsWith("{")) return false;
  try {
    const value = JSON.parse(trimmed) as { cmd?: unknown; type?: unknown };
    return value.cmd === "heartcheck" || value.type === "heartcheck" || value.cmd === "ping";
  } catch {
    return false;
  }
}

function refuse(socket: Duplex, status: number, reason: string): void {
  if (socket.destroyed) return;
  socket.once("finish", () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
