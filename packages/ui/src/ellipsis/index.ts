export { Ellipsis, type EllipsisProps } from "./Ellipsis";
export { useEllipsis, useOverflow } from "./use-ellipsis";
