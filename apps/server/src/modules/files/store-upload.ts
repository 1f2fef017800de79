import type { Context } from "hono";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import type { FileStorage } from "../../storage/file-storage";
import { contentMatchesExtension } from "./content/upload-types";
import { readMultipartForm } from "./read-multipart";
import {
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

/** An upload that passed the rules, not stored yet: where it goes, its bytes and type, its original name. */
export interface CheckedUpload {
  key: string;
  bytes: Uint8Array;
  contentType: string;
  originalName: string;
}

/** Stores the request's multipart `file` in the upload folder (see `readCheckedUpload`); answers its path. */
export async function storeUpload(
  c: Context<AppEnv>,
  storage: FileStorage,
  clock: () => Date,
): Promise<{ path: string; originalName: string }> {
  const upload = await readCheckedUpload(c, clock);
  return { path: await storage.write(upload.key, upload.bytes), originalName: upload.originalName };
}

/**
 * Reads the request's multipart `file` (optional `biz` sub-folder) under the upload rules: allowed
 * extension, content matching it, size — before anything is stored, so anything refused changes nothing.
 * Every upload endpoint goes through here (`/sys/common/upload`, object storage, `uploadMinio`).
 */
export async function readCheckedUpload(c: Context<AppEnv>, clock: () => Date): Promise<CheckedUpload> {
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
  if (!UPLOAD_ALLOWED_EXTENSIONS.has(extension))
    throw new BusinessError(msgIllegalFileType(extension || file.name));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatchesExtension(extension, bytes)) throw new BusinessError(msgContentMismatch(extension));
  const name = storedUploadName(base, extension, clock());
  return {
    key: biz ? `${biz}/${name}` : name,
    bytes,
    contentType: storedFileContentType(name),
    originalName: file.name,
  };
}
