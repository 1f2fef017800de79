/** An item's life: uploading, then done or error; removed items leave the list. */
export type UploadStatus = "uploading" | "done" | "error" | "removed";

/** One file of an upload field (spec: name, type, size, status, percent, path, url, message). */
export interface UploadItem {
  /** Stable key within the list. */
  uid: string;
  name: string;
  type?: string;
  size?: number;
  status: UploadStatus;
  /** 0–100 while uploading. */
  percent: number;
  /** The stored path (JeecgBoot answers it in `message`); what the field's value lists. */
  path?: string;
  /** Where to show or download it. */
  url?: string;
  /** Why it failed. */
  message?: string;
  /** The file still on its way (thumbnails of local images before they are stored). */
  file?: File;
}

/** What an upload function answers: JeecgBoot's envelope, the stored path in `message` on success. */
export interface UploadResponse {
  success: boolean;
  message: string;
}

export interface UploadRequestOptions {
  /** Percent sent, 0–100. */
  onProgress: (percent: number) => void;
  /** Aborted when the user cancels; the function should then reject (any error is taken as the cancel). */
  signal: AbortSignal;
}

/**
 * Components never fetch: the field calls this for each file. `createUploader` of `@kanya/client` is one,
 * over XMLHttpRequest so that progress is reported.
 */
export type UploadFunction = (file: File, options: UploadRequestOptions) => Promise<UploadResponse>;

/** JeecgBoot's `getFileAccessHttpUrl`: a stored path gets the static domain in front, a full URL stays. */
export function fileAccessUrl(path: string, staticDomain = ""): string {
  if (/^https?:\/\//i.test(path) || !staticDomain) return path;
  return `${staticDomain.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** The done cell's label: the first 5 characters, then an ellipsis. */
export function shortFileName(name: string): string {
  const chars = Array.from(name);
  return chars.length > 5 ? `${chars.slice(0, 5).join("")}...` : name;
}

/** The file name of a stored path (`temp/牙片_1700000000000.png` → `牙片_1700000000000.png`). */
export function nameOfPath(path: string): string {
  return decodeURIComponent(path.split("?")[0]?.split("/").pop() ?? path);
}

/** The field's value (comma-separated paths) as done items. */
export function itemsFromValue(value: string | undefined, staticDomain?: string): UploadItem[] {
  return (value ?? "")
    .split(",")
    .map((path) => path.trim())
    .filter(Boolean)
    .map((path, index) => ({
      uid: `value-${index}-${path}`,
      name: nameOfPath(path),
      status: "done",
      percent: 100,
      path,
      url: fileAccessUrl(path, staticDomain),
    }));
}

/** The value of a list: the done items' paths, comma-separated. */
export function valueOfItems(items: readonly UploadItem[]): string {
  return items
    .filter((item) => item.status === "done" && item.path)
    .map((item) => item.path)
    .join(",");
}

export function isImageName(name: string): boolean {
  return /\.(png|jpe?g|gif|bmp|webp|svg|ico)$/i.test(name);
}
