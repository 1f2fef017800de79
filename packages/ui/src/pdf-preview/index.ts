export { PdfPreview, type PdfPreviewProps, previewOrigin } from "./PdfPreview";
