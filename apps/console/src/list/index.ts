// The console's generic list page and form dialog, derived from a resource (DESIGN.md "Resources").
export { createListPage, type ListPageOverrides } from "./createListPage";
export { createFormModal, type FormModalMode, type FormModalProps } from "./FormModal";
