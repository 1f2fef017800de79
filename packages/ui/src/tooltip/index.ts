export type { TooltipPlacement } from "./placement";
export { Tooltip, type TooltipProps, tooltipContentClasses } from "./Tooltip";
