export {
  Breadcrumb,
  type BreadcrumbItem,
  type BreadcrumbProps,
  type BreadcrumbRenderProps,
} from "./Breadcrumb";
