// Admin's side of the notice websocket, for the benchmarks that watch notices arrive (notice-processes.mjs,
// outage.mjs): opening the socket as JeecgBoot's UI does, and waiting for a notice by its msgId.
import WebSocket from "ws";

const SOCKET_OPEN_TIMEOUT_MS = 15_000;

/** When each notice (by msgId) first arrived on the socket, and how many frames repeated one. */
export function noticeArrivals() {
  const times = new Map();
  const waiters = new Map();
  return {
    repeats: 0,
    record(msgId) {
      if (times.has(msgId)) {
        this.repeats++;
        return;
      }
      const now = performance.now();
      times.set(msgId, now);
      waiters.get(msgId)?.(now);
    },
    /** The arrival time of `msgId` (already arrived or still to come), or undefined after `timeoutMs`. */
    waitFor(msgId, timeoutMs) {
      if (times.has(msgId)) return Promise.resolve(times.get(msgId));
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(msgId);
          resolve(undefined);
        }, timeoutMs);
        waiters.set(msgId, (time) => {
          clearTimeout(timer);
          waiters.delete(msgId);
          resolve(time);
        });
      });
    },
  };
}

/** Admin's notice websocket on a server: the token as the subprotocol, as JeecgBoot's UI sends it. */
export function openNoticeSocket(base, session, arrivals) {
  const url = `${base.replace(/^http/, "ws")}/websocket/${session.userId}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, [session.token]);
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`notice websocket ${url} did not open within ${SOCKET_OPEN_TIMEOUT_MS / 1000} s`));
    }, SOCKET_OPEN_TIMEOUT_MS);
    ws.on("message", (data, isBinary) => {
      if (isBinary) return;
      const frame = parseFrame(data.toString());
      if (frame?.cmd === "user" && frame.msgId) arrivals.record(frame.msgId);
    });
    ws.once("open", () => {
      clearTimeout(timer);
      resolve(ws);
    });
    ws.once("unexpected-response", (_req, res) => {
      clearTimeout(timer);
      reject(new Error(`notice websocket handshake refused: HTTP ${res.statusCode}`));
    });
    ws.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** A JSON frame, or undefined for the plain-text `ping` and anything else. */
function parseFrame(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
