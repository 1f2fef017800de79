// DropdownMenu's names for the shared menu look (src/menu-base).
export {
  type MenuItemClassOptions as DropdownMenuItemClassOptions,
  menuContentClasses as dropdownMenuContentClasses,
  menuItemClasses as dropdownMenuItemClasses,
  menuLabelClasses as dropdownMenuLabelClasses,
  menuSeparatorClasses as dropdownMenuSeparatorClasses,
} from "../menu-base/menu-classes";
