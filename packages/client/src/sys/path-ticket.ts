import type { Result } from "../envelope.js";
import type { Http, Query } from "../http.js";

/** A single-use ticket that opens one API path by a plain link (`POST /sys/pathTicket`). */
export interface PathTicket {
  /** The API path it opens, e.g. `/sys/user/exportXls`. */
  path: string;
  /** Sent as the `ticket` query parameter of that path. */
  ticket: string;
  /** Seconds it stays valid (at most 60); it works once. */
  expiresIn: number;
}

/**
 * Links a browser follows on its own (downloads) cannot send the `X-Access-Token` header, and a token in a
 * URL leaks into logs, history and Referer headers: such links carry a short-lived path ticket instead.
 */
export function pathTicketApi(http: Http) {
  const pathTicket = (path: string): Promise<Result<PathTicket>> => http.post("/sys/pathTicket", { path });
  return {
    pathTicket,
    /**
     * The URL that opens `path` (with `query`) once, within the ticket's lifetime, e.g. for
     * `window.location.assign` or an `<a download>`: issues a ticket and puts it in the query. A refusal
     * (not signed in, a path that cannot be opened by link) comes back as the server's envelope.
     */
    linkUrl: async (path: string, query: Query = {}): Promise<Result<string>> => {
      const issued = await pathTicket(path);
      if (!issued.success) return { ...issued, result: "" };
      return { ...issued, result: http.url(path, { ...query, ticket: issued.result.ticket }) };
    },
  };
}
