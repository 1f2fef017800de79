export {
  ContextMenu,
  ContextMenuCheckboxItem,
  ContextMenuContent,
  ContextMenuItemIndicator,
  ContextMenuPortal,
  type ContextMenuProps,
  ContextMenuRadioGroup,
  ContextMenuRadioItem,
  ContextMenuRoot,
  ContextMenuTrigger,
} from "./ContextMenu";
export {
  type ContextMenuItemClassOptions,
  contextMenuContentClasses,
  contextMenuItemClasses,
  contextMenuLabelClasses,
  contextMenuSeparatorClasses,
} from "./menu-classes";
export {
  type ContextMenuAction,
  type ContextMenuDivider,
  type ContextMenuEntry,
  type ContextMenuGroup,
  renderContextMenuEntries,
} from "./menu-entries";
