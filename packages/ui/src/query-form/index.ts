export { QueryFieldInput, type QueryFieldInputProps } from "./QueryFieldInput";
export { QueryForm, type QueryFormProps } from "./QueryForm";
export type {
  QueryFieldType,
  QueryFormField,
  QueryFormLoaders,
  QueryFormValues,
} from "./query-form-types";
export { queryParams } from "./query-params";
