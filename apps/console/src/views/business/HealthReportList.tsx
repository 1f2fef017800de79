import { healthReport } from "@kanya/resources";
import { createFormModal, createListPage } from "../../list";
import { PdfUploadControl, useReportPreview } from "./components/report-pdf";

/** 健康报告: patients' reports, the PDF uploaded in the form and previewed from the row (预览报告). */
export default createListPage(healthReport, {
  formModal: createFormModal(healthReport, {
    controlOf: (name, field) => (name === "file" ? <PdfUploadControl field={field} /> : undefined),
  }),
  useParts: useReportPreview,
});
