import { createReadStream } from "node:fs";
import { basename } from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { anonymous, authenticated } from "../../http/access";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import { error500, okCodeZero } from "../../http/result";
import { get, post, type RouteSpec } from "../../http/routes";
import type { FileStorage } from "../../storage/file-storage";
import { locateStoredFile, parseStoragePath } from "../../storage/stored-file";
import { contentMatchesExtension } from "./content/upload-types";
import { pdfPreviewPage } from "./pdf-preview-page";
import { readMultipartForm } from "./read-multipart";
import {
  MSG_BAD_STATIC_PATH,
  MSG_UPLOAD_BAD_BIZ,
  MSG_UPLOAD_NO_FILE,
  MSG_UPLOAD_NOT_MULTIPART,
  MSG_UPLOAD_TOO_LARGE,
  msgContentMismatch,
  msgIllegalFileType,
  parseBizPath,
  splitUploadName,
  storedFileContentType,
  storedUploadName,
  UPLOAD_ALLOWED_EXTENSIONS,
  UPLOAD_MAX_BODY_BYTES,
  UPLOAD_MAX_BYTES,
} from "./upload-rules";

const STATIC_PREFIX = "/sys/common/static/";

export interface FileRoutesDeps {
  storage: FileStorage;
  clock: () => Date;
}

/** Uploads into the storage directory, read-only static serving from inside it, the PDF preview page. */
export function fileRoutes(deps: FileRoutesDeps): RouteSpec[] {
  return [
    // JeecgBoot answers with the stored path in `message` and code 0.
    post("/sys/common/upload", authenticated, async (c) => {
      const form = await readMultipartForm(c, UPLOAD_MAX_BODY_BYTES, {
        tooLarge: MSG_UPLOAD_TOO_LARGE,
        notMultipart: MSG_UPLOAD_NOT_MULTIPART,
      });
      const bizField = form.get("biz") ?? c.req.query("biz");
      const biz = parseBizPath(typeof bizField === "string" ? bizField : undefined);
      if (biz === null) throw new BusinessError(MSG_UPLOAD_BAD_BIZ);
      const file = form.get("file");
      if (!file || typeof file === "string") throw new BusinessError(MSG_UPLOAD_NO_FILE);
      if (file.size > UPLOAD_MAX_BYTES) throw new BusinessError(MSG_UPLOAD_TOO_LARGE);
      const { base, extension } = splitUploadName(file.name);
      if (!UPLOAD_ALLOWED_EXTENSIONS.has(extension)) {
        throw new BusinessError(msgIllegalFileType(extension || file.name));
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      // A name is only a claim: a ".png" that is a page or a program in disguise is not stored.
      if (!contentMatchesExtension(extension, bytes)) throw new BusinessError(msgContentMismatch(extension));
      const name = storedUploadName(base, extension, deps.clock());
      const path = await deps.storage.write(biz ? `${biz}/${name}` : name, bytes);
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
