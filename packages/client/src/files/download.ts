import { isResult } from "../envelope.js";
import { HttpError, NetworkError } from "../errors.js";
import { authHeaders, type HttpOptions, type Query, toQueryString } from "../http.js";

/** JeecgBoot's UI gives exports ten minutes (`downFile`, 600000 ms). */
export const DOWNLOAD_TIMEOUT_MS = 600_000;

export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition` (`filename*` first), when the server names it. */
  fileName?: string;
}

/** A GET of `path` with `query`; with `body`, a POST of it as JSON (a file made from what is sent: the A4 PDF). */
export type Downloader = (path: string, query?: Query, body?: unknown) => Promise<DownloadedFile>;

/**
 * A blob GET (Excel exports, stored files) with the token header and the `_t` stamp. An answer that is a
 * JeecgBoot envelope instead of a file (JeecgBoot sends errors that way, even with status 200) is thrown as an
 * `HttpError` carrying it, so the caller shows the server's message.
 */
export function createDownloader(options: HttpOptions): Downloader {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, "");
  return async (path, query = {}, body = undefined) => {
    const url = `${base}${path.startsWith("/") ? path : `/${path}`}${toQueryString({ ...query, _t: Math.floor(now() / 1000) })}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS);
    let response: Response;
    let blob: Blob;
    try {
      response = await doFetch(url, {
        ...(body === undefined
          ? { method: "GET", headers: authHeaders(options) }
          : {
              method: "POST",
              headers: { ...authHeaders(options), "Content-Type": "application/json" },
              body: JSON.stringify(body),
            }),
        signal: controller.signal,
      });
      blob = await response.blob();
    } catch (cause) {
      throw new NetworkError(url, controller.signal.aborted, { cause });
    } finally {
      clearTimeout(timer);
    }
    const envelope = /json/i.test(response.headers.get("Content-Type") ?? blob.type)
      ? await readEnvelope(blob)
      : undefined;
    if (!response.ok || envelope) throw new HttpError(response.status, envelope, url);
    return { blob, fileName: fileNameOf(response.headers.get("Content-Disposition")) };
  };
}

async function readEnvelope(blob: Blob) {
  try {
    const payload: unknown = JSON.parse(await blob.text());
    return isResult(payload) ? payload : undefined;
  } catch {
    return undefined;
  }
}

/** The name in a `Content-Disposition` header: RFC 5987 `filename*=UTF-8''…` first, then `filename="…"`. */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || undefined;
}
