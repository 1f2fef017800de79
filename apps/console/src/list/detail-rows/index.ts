// A form's detail rows (一对多): an editable table below the fields, saved with the record.

export { DetailRowsSection, type DetailSectionHandle, type FormDetail } from "./DetailRowsSection";
export { detailBodyRow, detailEditableColumns, detailViewColumns } from "./detail-columns";
