// ContextMenu's names for the shared menu look (src/menu-base).
export {
  type MenuItemClassOptions as ContextMenuItemClassOptions,
  menuContentClasses as contextMenuContentClasses,
  menuItemClasses as contextMenuItemClasses,
  menuLabelClasses as contextMenuLabelClasses,
  menuSeparatorClasses as contextMenuSeparatorClasses,
} from "../menu-base/menu-classes";
