import { clsx } from "clsx";

// The look of DropdownMenu and ContextMenu, from tokens only: one look, written once.

export const menuContentClasses =
  "z-[1050] min-w-[120px] max-w-[calc(100vw-16px)] rounded-control-lg bg-surface-elevated p-1 font-sans " +
  "text-control text-fg shadow-overlay outline-none";

export interface MenuItemClassOptions {
  danger?: boolean;
}

/** One row: highlighted by pointer or keyboard (`data-highlighted`), greyed when `data-disabled`. */
export function menuItemClasses({ danger = false }: MenuItemClassOptions = {}) {
  return clsx(
    "relative flex min-h-8 cursor-pointer select-none items-center gap-2 rounded-control-sm px-3 py-[5px]",
    "outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-disabled",
    danger
      ? "text-danger-text data-[highlighted]:bg-danger-solid data-[highlighted]:text-on-solid"
      : "data-[highlighted]:bg-fill-hover data-[state=open]:bg-fill-hover",
  );
}

export const menuSeparatorClasses = "mx-1 my-1 h-px bg-border-secondary";
export const menuLabelClasses = "px-3 pt-[5px] pb-1 text-fg-secondary";
