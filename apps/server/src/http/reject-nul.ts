import type { MiddlewareHandler } from "hono";
import { canHaveBody } from "./request";
import { errorWithCode } from "./result";

export const MSG_NUL_CHARACTER = "请求包含非法字符（空字符），请检查输入";

/** Text bodies worth checking; uploads (multipart) may carry any bytes in their files. */
const TEXT_BODY = /^\s*(application\/(json|x-www-form-urlencoded)|text\/)/i;

/**
 * Refuses requests carrying a NUL character (`%00` in the URL, `\u0000` in a text body): no field of the
 * system API may hold one, PostgreSQL cannot store one in text, and path handling must never see one.
 * Answered as the envelope before any handler runs, so such a value never reaches the database.
 */
export function rejectNulCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const refuse = () => c.json(errorWithCode(500, MSG_NUL_CHARACTER));
    if (/%00/i.test(c.req.url) || c.req.url.includes("\u0000")) return refuse();
    const contentType = c.req.header("Content-Type") ?? "";
    if (canHaveBody(c.req.method) && c.req.raw.body && TEXT_BODY.test(contentType)) {
      // Read once here; handlers get the same text (Hono caches it, and the raw request is rebuilt).
      const text = await c.req.text();
      if (text.includes("\u0000") || /\\u0000/i.test(text)) return refuse();
      c.req.raw = new Request(c.req.raw, { body: text });
    }
    return next();
  };
}
