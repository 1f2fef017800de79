import { isResult, type Result } from "../envelope.js";
import { NetworkError } from "../errors.js";
import { authHeaders, type HttpOptions } from "../http.js";

/** What an upload reports while it runs, and how it is stopped. The shape `@kanya/ui/upload` calls. */
export interface UploadProgressOptions {
  /** Percent of the body sent, 0–100. */
  onProgress?: (percent: number) => void;
  /** Aborting it stops the transfer; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

export interface UploaderOptions extends Pick<HttpOptions, "baseUrl" | "getToken" | "getTenantId"> {
  /** Default `/sys/common/upload`. */
  path?: string;
  /** Sub-folder of the stored file (JeecgBoot's `biz`). Default `temp`, as JeecgBoot's upload components. */
  biz?: string;
  /** Extra form fields (`isup`, `jeditor`, …). */
  fields?: Readonly<Record<string, string>>;
  /** Where `XMLHttpRequest` and `FormData` come from; tests pass another window's. Default: the global ones. */
  window?: UploadPlatform;
}

/** The browser classes an upload needs. */
export interface UploadPlatform {
  XMLHttpRequest: new () => XMLHttpRequest;
  FormData: new () => FormData;
}

export type Uploader = (
  file: Blob,
  options?: UploadProgressOptions & { name?: string },
) => Promise<Result<null>>;

/**
 * An upload function over XMLHttpRequest, because fetch cannot report upload progress. It answers the
 * server's envelope as it is (JeecgBoot puts the stored path in `message`), including refusals with an
 * HTTP error status; only a transfer that did not complete rejects.
 */
export function createUploader(options: UploaderOptions): Uploader {
  const url = options.baseUrl.replace(/\/+$/, "") + (options.path ?? "/sys/common/upload");
  const platform = options.window ?? globalThis;
  return (file, { onProgress, signal, name } = {}) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const form = new platform.FormData();
      form.append("file", file, name ?? (file as Partial<File>).name ?? "blob");
      form.append("biz", options.biz ?? "temp");
      for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);

      const xhr = new platform.XMLHttpRequest();
      xhr.open("POST", url);
      for (const [key, value] of Object.entries(authHeaders(options))) xhr.setRequestHeader(key, value);
      xhr.setRequestHeader("Accept", "application/json");
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      const onAbort = () => xhr.abort();
      signal?.addEventListener("abort", onAbort, { once: true });
      xhr.onloadend = () => signal?.removeEventListener("abort", onAbort);
      xhr.onabort = () => reject(abortError());
      xhr.onerror = () => reject(new NetworkError(url, false));
      xhr.ontimeout = () => reject(new NetworkError(url, true));
      xhr.onload = () => {
        const payload = parse(xhr.responseText);
        if (isResult(payload)) resolve(payload as Result<null>);
        else reject(new Error(`HTTP ${xhr.status} for ${url}`));
      };
      xhr.send(form);
    });
}

function abortError(): DOMException {
  return new DOMException("The upload was cancelled.", "AbortError");
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
