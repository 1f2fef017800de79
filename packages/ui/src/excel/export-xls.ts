import { excelZhCN } from "../locale/zh-CN/excel";
import { message } from "../message/message-api";

/** A downloaded file and the name the server gave it (`Content-Disposition`), if any. */
export interface DownloadedBlob {
  blob: Blob;
  fileName?: string;
}

export interface ExportXlsOptions {
  /** Fetches the export (e.g. `createDownloader` of `@kanya/client` on the list's `exportXls` path). */
  download: (params: Record<string, string | number | boolean | undefined>) => Promise<DownloadedBlob>;
  /** The list's query parameters. */
  params?: Record<string, string | number | boolean | undefined>;
  /** Selected row ids: only these are exported (`selections=id1,id2`). */
  selections?: readonly (string | number)[];
  /** The name when the server gives none, without extension (`.xls` is added, as JeecgBoot's UI does). */
  fileName?: string;
  /** Texts (the catalog's `excel.*`); default zh-CN. */
  texts?: Partial<typeof excelZhCN>;
}

/**
 * JeecgBoot's `handleExportXls`: the list's parameters plus the selection, the answer saved under the server's
 * file name or the caller's. Nothing or an empty file: 文件下载失败; a JSON error: its message. Resolves with the
 * saved name, or `undefined` when nothing was saved.
 */
export async function exportXls({
  download,
  params = {},
  selections = [],
  fileName,
  texts,
}: ExportXlsOptions) {
  const text = { ...excelZhCN, ...texts };
  let file: DownloadedBlob | undefined;
  try {
    file = await download({
      ...params,
      ...(selections.length > 0 ? { selections: selections.join(",") } : {}),
    });
  } catch (error) {
    message.warning((error as Error | undefined)?.message || text["excel.downloadFailed"]);
    return undefined;
  }
  if (!file?.blob || file.blob.size === 0) {
    message.warning(text["excel.downloadFailed"]);
    return undefined;
  }
  const name = file.fileName ?? (fileName ? `${fileName}.xls` : text["excel.unknownFile"]);
  saveBlob(file.blob, name);
  return name;
}

/** Saves a blob through a temporary `<a download>`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
