// Resources: one definition of a record type, from which forms, lists, permissions and the server derive.
export {
  countFields,
  type ExportColumn,
  exportColumns,
  formDefaults,
  formFields,
  type ListColumn,
  listColumns,
  uniqueFields,
} from "./columns.js";
export {
  defineResource,
  fieldEntries,
  type Resource,
  type ResourceAction,
  type ResourceAddInput,
  type ResourceDefinition,
  type ResourceEditInput,
  type ResourceFields,
  type ResourceRecord,
  type TableOfResource,
} from "./define-resource.js";
export {
  type DetailRows,
  type DetailRowsReading,
  defineDetailRows,
  detailCellMessage,
  detailRowsMessages,
  detailRowsSum,
  readDetailRows,
} from "./detail-rows.js";
export {
  type ExcelHints,
  type Field,
  type FieldKind,
  type FieldOptions,
  type FieldValue,
  type FieldValueByKind,
  type FormHints,
  field,
  isDictField,
  type ListHints,
  type QueryMode,
} from "./field.js";
export { type FieldReading, readFieldValue } from "./field-value.js";
export {
  type ListQueryField,
  listQueryFields,
  listQueryParams,
  type QueryFormValue,
  type QueryValueType,
  queryValueType,
} from "./list-query.js";
export { resourceMessages } from "./messages.js";
export { resourceCodes, resourceToolbar } from "./permission-codes.js";
export {
  parseResourceBody,
  type ResourceSchemaMode,
  type ResourceSchemaOptions,
  resourceSchema,
} from "./resource-schema.js";
