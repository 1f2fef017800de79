import type { Context } from "hono";

/** The socket's peer (IPv4 on a dual-stack socket without `::ffff:`); null in-process, where there is none. */
export function socketAddress(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  if (!address) return null;
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

/**
 * The caller's address for decisions (the SMS rate limit), which a caller cannot pick by sending headers:
 * the socket's peer. Only a reverse proxy on this host (a loopback peer) is believed about the client it
 * forwards: the last X-Forwarded-For entry (the one it appended itself), else X-Real-IP. In-process requests
 * (tests, embedding; no socket) are believed the same way. `readClientIp` is the log's rule instead.
 */
export function readClientAddress(c: Context): string | null {
  const peer = socketAddress(c);
  if (peer !== null && !isLoopback(peer)) return peer;
  const forwarded =
    c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim() || c.req.header("X-Real-IP")?.trim();
  return forwarded || peer;
}

function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.");
}
