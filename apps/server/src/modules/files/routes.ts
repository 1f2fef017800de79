import { createReadStream } from "node:fs";
import { basename } from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { anonymous, authenticated } from "../../http/access";
import type { AppEnv } from "../../http/env";
import { error500, okCodeZero } from "../../http/result";
import { get, post, type RouteSpec } from "../../http/routes";
import type { FileStorage } from "../../storage/file-storage";
import { locateStoredFile, parseStoragePath } from "../../storage/stored-file";
import { type A4FontConfig, defaultA4Font } from "./a4-pdf";
import { serveA4Pdf } from "./a4-pdf-route";
import { pdfPreviewPage } from "./pdf-preview-page";
import { storeUpload } from "./store-upload";
import { MSG_BAD_STATIC_PATH, storedFileContentType } from "./upload-rules";

const STATIC_PREFIX = "/sys/common/static/";

export interface FileRoutesDeps {
  storage: FileStorage;
  clock: () => Date;
  /** The CJK font A4 PDFs embed; default `PDF_FONT` or the system's Noto Sans CJK. */
  pdfFont?: A4FontConfig;
}

/**
 * Uploads into the storage directory, read-only static serving from inside it, the PDF preview page, and
 * the A4 PDF of a detail view.
 */
export function fileRoutes(deps: FileRoutesDeps): RouteSpec[] {
  const pdfFont = deps.pdfFont ?? defaultA4Font();
  return [
    // JeecgBoot answers with the stored path in `message` and code 0.
    post("/sys/common/upload", authenticated, async (c) => {
      const { path } = await storeUpload(c, deps.storage, deps.clock);
      return c.json({ ...okCodeZero(null), message: path });
    }),

    get(`${STATIC_PREFIX}*`, anonymous, (c) => serveStatic(c, deps.storage)),

    get("/sys/common/pdf/pdfPreviewIframe", anonymous, (c) => {
      const page = pdfPreviewPage();
      c.header("Content-Security-Policy", page.contentSecurityPolicy);
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Cache-Control", "no-store");
      return c.html(page.html);
    }),

    post("/sys/common/pdf/a4", authenticated, (c) => serveA4Pdf(c, pdfFont)),
  ];
}

/**
 * Streams a stored file as a download. The path is taken from the raw (still encoded) URL and checked
 * before any file-system call; a missing file is a bare 404 as in JeecgBoot.
 */
async function serveStatic(c: Context<AppEnv>, storage: FileStorage): Promise<Response> {
  const pathname = new URL(c.req.url).pathname;
  const at = pathname.indexOf(STATIC_PREFIX);
  const relative = at >= 0 ? parseStoragePath(pathname.slice(at + STATIC_PREFIX.length)) : null;
  if (relative === null) return c.json(error500(MSG_BAD_STATIC_PATH), 400);
  const file = await locateStoredFile(storage, relative);
  if (!file) return c.body(null, 404);

  const name = basename(file);
  const asciiName = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    status: 200,
    headers: {
      "Content-Type": storedFileContentType(name),
      "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "X-Content-Type-Options": "nosniff",
      // Even if a browser rendered it, a stored file runs no script and loads nothing.
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, max-age=3600",
    },
  });
}
