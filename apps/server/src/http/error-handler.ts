import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { BusinessError } from "./errors";
import { MSG_INTERNAL_ERROR } from "./messages";
import { error500, errorWithCode } from "./result";

/**
 * Last line for thrown errors: the caller gets the envelope with a clear message, never a stack trace or
 * SQL text; unexpected errors are logged in full on the server.
 */
export function createErrorHandler(log: (line: string) => void) {
  return (err: Error, c: Context): Response => {
    if (err instanceof BusinessError) return c.json(errorWithCode(err.code, err.message));
    if (err instanceof HTTPException) {
      return c.json(errorWithCode(err.status, err.message || "请求无法处理"), err.status);
    }
    log(`[kanya] ${c.req.method} ${c.req.path} failed: ${err.stack ?? err.message}`);
    return c.json(error500(MSG_INTERNAL_ERROR));
  };
}
