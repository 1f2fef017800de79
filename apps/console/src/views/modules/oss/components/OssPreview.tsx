import { PdfPreview } from "@kanya/ui/pdf-preview";
import { ImagePreview } from "@kanya/ui/upload";
import { config, staticFileUrl } from "../../../../config";

export interface OssPreviewFile {
  fileName: string;
  url: string;
}

/**
 * The preview of a stored file: an image in the lightbox, a PDF on the server's preview page. Stored files
 * are served without credentials (`/sys/common/static`), so no token goes anywhere.
 */
export function OssPreview({
  file,
  onClose,
}: {
  file: (OssPreviewFile & { kind: "image" | "pdf" }) | undefined;
  onClose: () => void;
}) {
  const url = file ? staticFileUrl(file.url) : "";
  return (
    <>
      <ImagePreview
        item={
          file?.kind === "image"
            ? { uid: file.url, name: file.fileName, status: "done", percent: 100, url }
            : undefined
        }
        onClose={onClose}
      />
      {file?.kind === "pdf" && (
        <PdfPreview
          open
          onOpenChange={(open) => !open && onClose()}
          previewUrl={`${config.apiBase}/sys/common/pdf/pdfPreviewIframe`}
          fileUrl={url}
          title={file.fileName}
        />
      )}
    </>
  );
}
