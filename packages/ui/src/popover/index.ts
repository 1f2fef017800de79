export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  type PopoverContentProps,
  type PopoverProps,
  PopoverRoot,
  PopoverTrigger,
  popoverContentClasses,
} from "./Popover";
export type { PopoverPlacement } from "./placement";
