export { Pagination, type PaginationProps, type PaginationSize } from "./Pagination";
export { PAGINATION_JUMP, type PageItem, pageCountOf, pageItems } from "./page-items";
export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE_OPTIONS,
  type PaginationState,
  type UsePaginationOptions,
  usePagination,
} from "./use-pagination";
