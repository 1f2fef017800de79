import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `pdfPreview.*`: the PDF preview modal. */
export const pdfPreviewZhCN: NamespaceMessages<"pdfPreview"> = {
  "pdfPreview.title": "PDF预览",
};
