export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItemIndicator,
  type DropdownMenuPlacement,
  DropdownMenuPortal,
  type DropdownMenuProps,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuRoot,
  DropdownMenuTrigger,
} from "./DropdownMenu";
export {
  type DropdownMenuItemClassOptions,
  dropdownMenuContentClasses,
  dropdownMenuItemClasses,
  dropdownMenuLabelClasses,
  dropdownMenuSeparatorClasses,
} from "./menu-classes";
export {
  type DropdownMenuAction,
  type DropdownMenuDivider,
  type DropdownMenuEntry,
  type DropdownMenuGroup,
  renderDropdownMenuEntries,
} from "./menu-entries";
