import { Button } from "@kanya/ui/button";
import { PdfPreview } from "@kanya/ui/pdf-preview";
import { useState } from "react";
import { config, staticFileUrl } from "../../../config";
import { asText, type ControlProps } from "../../../list/controls/control-props";
import { UploadControl } from "../../../list/controls/file-controls";
import { useFieldLoaders } from "../../../list/use-field-loaders";
import { useText } from "../../../locale";

const isPdf = (path: string) => /\.pdf$/i.test(path);
/** The name it was uploaded with: the stored one less the time the server added (`a_1690000000000.pdf`). */
const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1).replace(/_\d{10,}(\.[^.]+)$/, "$1");

/** The papers' PDFs, each with 预览, which opens it on the server's preview page. */
export function ClaimPaperPreviews({ value }: { value: unknown }) {
  const t = useText();
  const [previewing, setPreviewing] = useState<string>();
  const pdfs = asText(value).split(",").filter(isPdf);
  if (pdfs.length === 0) return null;
  return (
    <>
      <ul className="m-0 flex list-none flex-wrap gap-x-3 p-0">
        {pdfs.map((path) => (
          <li key={path}>
            <Button variant="link" size="small" onClick={() => setPreviewing(path)}>
              {t("claim.previewPaper", { name: fileName(path) })}
            </Button>
          </li>
        ))}
      </ul>
      {previewing && (
        <PdfPreview
          open
          onOpenChange={(open) => !open && setPreviewing(undefined)}
          previewUrl={`${config.apiBase}/sys/common/pdf/pdfPreviewIframe`}
          fileUrl={staticFileUrl(previewing)}
          title={fileName(previewing)}
        />
      )}
    </>
  );
}

/** 理赔材料 in the claim's form: the upload field, its PDFs with 预览 below it. */
export function ClaimPapersControl(props: ControlProps) {
  const loaders = useFieldLoaders();
  return (
    <div className="flex flex-col gap-1">
      <UploadControl {...props} loaders={loaders} />
      <ClaimPaperPreviews value={props.value} />
    </div>
  );
}
