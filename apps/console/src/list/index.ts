// The console's generic list page and form dialog, derived from a resource (DESIGN.md "Resources").
export {
  createListPage,
  type ListPageContext,
  type ListPageOverrides,
  type ListPageParts,
} from "./createListPage";
export { useFieldControl } from "./FieldControl";
export { createFormModal, type FormModalMode, type FormModalOptions, type FormModalProps } from "./FormModal";
export * from "./status-flow";
export { type ResourceListSource, useResourceList } from "./use-resource-list";
