import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { canHaveBody } from "./request";
import { errorWithCode } from "./result";

/** JeecgBoot's multipart limit (10 MB per file), with room for the multipart envelope around the file. */
export const MAX_UPLOAD_BODY_BYTES = 10 * 1024 * 1024 + 256 * 1024;
/** Any other body (JSON, forms): far above any real request of the console. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** JeecgBoot's message for an oversized upload, byte-exact (with its trailing space). */
export const MSG_UPLOAD_TOO_LARGE = "文件大小超出10MB限制, 请压缩或降低文件质量! ";
export const MSG_BODY_TOO_LARGE = "请求内容过大，不能超过1MB";

/**
 * Refuses oversized request bodies before any handler reads them: a declared Content-Length over the
 * limit at once, a streamed body as soon as it passes the limit (it is never buffered beyond it).
 * Uploads (multipart) may be 10 MB, anything else 1 MB. Answered like JeecgBoot's exception handler:
 * HTTP 200 with the envelope, nothing changed.
 */
export function requestBodyLimit(): MiddlewareHandler {
  const upload = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => c.json(errorWithCode(500, MSG_UPLOAD_TOO_LARGE)),
  });
  const other = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorWithCode(500, MSG_BODY_TOO_LARGE)),
  });
  return (c, next) => {
    if (!canHaveBody(c.req.method)) return next();
    const multipart = /^\s*multipart\//i.test(c.req.header("Content-Type") ?? "");
    return (multipart ? upload : other)(c, next);
  };
}
