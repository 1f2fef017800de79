export {
  type CrudTable,
  columnOf,
  type MissingColumns,
  type ResourceOfTable,
  resourceColumns,
} from "./columns";
export {
  type CrudMessages,
  type CrudRow,
  type CrudSpec,
  type CrudValues,
  type CrudWriteContext,
  crudRoutes,
} from "./crud-routes";
export type { CrudDetail, DetailRowsByKey } from "./details";
export { resourceListSpec } from "./resource-list-spec";
export { validBody, validBodyOf } from "./valid-body";
