import type { Result } from "./envelope.js";

/** A response with a non-2xx HTTP status. `envelope` is set when the body was a JeecgBoot envelope. */
export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly status: number,
    readonly envelope: Result<unknown> | undefined,
    readonly url: string,
  ) {
    super(envelope?.message || `HTTP ${status} for ${url}`);
  }

  /** HTTP 401: the token is missing, expired or revoked; the user has to sign in again. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** The request did not complete: no connection, aborted, or over its time limit. */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
  constructor(
    readonly url: string,
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(timedOut ? `Request timed out: ${url}` : `Network error: ${url}`, options);
  }
}

/** A 2xx response whose body is not a JeecgBoot envelope (e.g. an HTML page from a wrong API base). */
export class ProtocolError extends Error {
  override readonly name = "ProtocolError";
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`Response from ${url} is not a JeecgBoot envelope (HTTP ${status})`);
  }
}
