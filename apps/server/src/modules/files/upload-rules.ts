import { UPLOAD_CONTENT_RULES } from "./content/upload-types";

/** What `/sys/common/upload` accepts: the extensions that have a content rule (content/upload-types.ts). */
export const UPLOAD_ALLOWED_EXTENSIONS: ReadonlySet<string> = new Set(Object.keys(UPLOAD_CONTENT_RULES));

/** JeecgBoot's multipart limit (spring.servlet.multipart.max-file-size). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Room for the multipart envelope around the file. */
export const UPLOAD_MAX_BODY_BYTES = UPLOAD_MAX_BYTES + 256 * 1024;

export const MSG_UPLOAD_TOO_LARGE = "文件大小超出10MB限制, 请压缩或降低文件质量! ";
export const MSG_UPLOAD_BAD_BIZ = "上传目录bizPath，格式非法！";
export const MSG_UPLOAD_NO_FILE = "上传失败！请选择要上传的文件（表单字段 file）";
export const MSG_UPLOAD_NOT_MULTIPART = "上传失败！请以 multipart/form-data 提交文件";
export const MSG_BAD_STATIC_PATH = "文件路径不合法";

export function msgIllegalFileType(extension: string): string {
  return `操作失败，上传失败，存在非法文件类型：${extension}`;
}

export function msgContentMismatch(extension: string): string {
  return `操作失败，上传失败，文件内容与扩展名不符：${extension}`;
}

const BIZ_SEGMENT = /^[\p{L}\p{N}_-]{1,64}$/u;

/**
 * The `biz` sub-folder, checked: one to five segments of letters, digits, `_` and `-` separated by `/`.
 * So `../`, `..\`, absolute and drive paths, percent-encoded forms and null bytes are all refused.
 * Returns "" for none, or null when refused.
 */
export function parseBizPath(raw: string | undefined): string | null {
  const text = (raw ?? "").trim();
  if (text === "") return "";
  const segments = text.split("/");
  if (segments.length > 5) return null;
  return segments.every((segment) => BIZ_SEGMENT.test(segment)) ? segments.join("/") : null;
}

/** The original name split into a safe base and a lower-case extension (without the dot). */
export function splitUploadName(original: string): { base: string; extension: string } {
  // Browsers send a bare name, but a crafted request may carry a path: keep only its last part.
  const name = original.split(/[\\/]/).pop() ?? "";
  const dot = name.lastIndexOf(".");
  const rawBase = dot > 0 ? name.slice(0, dot) : dot === 0 ? "" : name;
  const extension = dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
  const base =
    rawBase
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never belong in a file name
      .replace(/[\u0000-\u001f\u007f<>:"|?*%#&;'`$\\/]/g, "")
      .replace(/\s+/g, "_")
      .replace(/^\.+/, "")
      .slice(0, 80) || "file";
  return { base, extension };
}

/** `<base>_<millis>.<ext>`, as JeecgBoot names stored uploads. */
export function storedUploadName(base: string, extension: string, now: Date): string {
  return `${base}_${now.getTime()}.${extension}`;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  bmp: "image/bmp",
  ico: "image/x-icon",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  mp4: "video/mp4",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  zip: "application/zip",
};

/**
 * The Content-Type a stored file is served with: a known media type, else a plain download. Markup types
 * (html, svg, xml, …) are always served as `application/octet-stream`.
 */
export function storedFileContentType(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  const extension = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : "";
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}
