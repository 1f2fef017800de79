import type { DataRow } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { PdfPreview } from "@kanya/ui/pdf-preview";
import { Upload } from "@kanya/ui/upload";
import { useState } from "react";
import { config, staticFileUrl } from "../../../config";
import type { ListPageParts } from "../../../list";
import { asText, type ControlProps } from "../../../list/controls/control-props";
import { useFieldLoaders } from "../../../list/use-field-loaders";
import { useText } from "../../../locale";

const isPdf = (name: string) => /\.pdf$/i.test(name.trim());

/** The report's files: PDFs only, refused before they go up (the server checks the stored paths again). */
export function PdfUploadControl(props: ControlProps) {
  const t = useText();
  const loaders = useFieldLoaders();
  return (
    <Upload
      {...(props.id !== undefined ? { id: props.id } : {})}
      accept="application/pdf,.pdf"
      upload={loaders.upload}
      staticDomain={config.staticDomain}
      beforeUpload={(file) => {
        if (isPdf(file.name)) return true;
        message.warning(t("service.pdfOnly"));
        return false;
      }}
      value={asText(props.value)}
      onChange={(next) => {
        props.onChange?.(next);
        props.onBlur?.();
      }}
      {...(props.disabled ? { disabled: true } : {})}
    />
  );
}

/** 预览报告: the report's first PDF on the server's preview page. */
export function useReportPreview(): ListPageParts {
  const t = useText();
  const [shown, setShown] = useState<{ title: string; path: string }>();
  return {
    rowActions: (row: DataRow) => [
      {
        key: "preview",
        label: t("service.previewReport"),
        onSelect: () => {
          const path = asText(row.file).split(",").find(isPdf);
          if (!path) return void message.warning(t("service.noPdf"));
          setShown({ title: `${asText(row.patientName)} ${asText(row.type_dictText)}`.trim(), path });
        },
      },
    ],
    dialogs: shown && (
      <PdfPreview
        open
        onOpenChange={(open) => !open && setShown(undefined)}
        previewUrl={`${config.apiBase}/sys/common/pdf/pdfPreviewIframe`}
        fileUrl={staticFileUrl(shown.path)}
        title={shown.title}
      />
    ),
  };
}
