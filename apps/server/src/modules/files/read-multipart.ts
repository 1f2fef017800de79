import type { Context } from "hono";
import { BusinessError } from "../../http/errors";

/**
 * The request's multipart form, read with a byte limit: a declared or streamed body larger than `maxBytes`
 * is refused with `tooLargeMessage` before it is buffered whole, so an oversized upload cannot exhaust
 * memory.
 */
export async function readMultipartForm(
  c: Context,
  maxBytes: number,
  messages: { tooLarge: string; notMultipart: string },
): Promise<FormData> {
  const contentType = c.req.header("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new BusinessError(messages.notMultipart);
  const declared = Number(c.req.header("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw new BusinessError(messages.tooLarge);

  const body = c.req.raw.body;
  if (!body) throw new BusinessError(messages.notMultipart);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BusinessError(messages.tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new BusinessError(messages.notMultipart);
  }
}
