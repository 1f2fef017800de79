import { createDownloader, HttpError } from "@kanya/client";
import { saveBlob } from "@kanya/ui/excel";
import { message } from "@kanya/ui/message";
import { useCallback, useState } from "react";
import { config } from "../config";
import { useText } from "../locale";
import { useSession } from "../providers";

/** One labelled line of a detail view, as it reads on screen. */
export interface A4PdfRow {
  readonly label: string;
  readonly value: string;
}

export interface A4PdfSection {
  readonly heading?: string;
  readonly rows: readonly A4PdfRow[];
}

/**
 * 导出PDF of a detail view: its title and labelled lines go to the server's `/sys/common/pdf/a4`, which sets
 * them on A4 pages with an embedded CJK font (searchable text, not a screenshot), and the file is saved.
 */
export function useA4Pdf() {
  const t = useText();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const exportPdf = useCallback(
    async (title: string, sections: readonly A4PdfSection[]) => {
      const download = createDownloader({
        baseUrl: config.apiBase,
        getToken: () => session.getToken(),
        getTenantId: () => session.getTenantId(),
      });
      setBusy(true);
      try {
        const file = await download("/sys/common/pdf/a4", {}, { title, sections });
        saveBlob(file.blob, file.fileName ?? `${title}.pdf`);
      } catch (error) {
        message.warning((error instanceof HttpError && error.envelope?.message) || t("list.pdfFailed"));
      } finally {
        setBusy(false);
      }
    },
    [session, t],
  );
  return { exportPdf, busy };
}

/** A record's shown text of a field: its dictionary text when it has one. */
export function shownText(record: Readonly<Record<string, unknown>>, name: string): string {
  const value = record[`${name}_dictText`] ?? record[name];
  return value === null || value === undefined ? "" : String(value);
}

/** A form's fields as the PDF's lines: secrets left out, rich text as its words. */
export function pdfRows(
  fields: readonly { name: string; field: { kind: string; label: string } }[],
  record: Readonly<Record<string, unknown>> | undefined,
): A4PdfRow[] {
  return fields
    .filter(({ field }) => field.kind !== "password" && field.kind !== "hidden")
    .map(({ name, field }) => {
      const text = record ? shownText(record, name) : "";
      return {
        label: field.label,
        value:
          field.kind === "richText"
            ? (new DOMParser().parseFromString(text, "text/html").body.textContent ?? "")
            : text,
      };
    });
}
