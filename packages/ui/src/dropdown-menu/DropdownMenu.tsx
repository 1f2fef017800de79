import * as Menu from "@radix-ui/react-dropdown-menu";
import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactElement } from "react";
import { dropdownMenuContentClasses } from "./menu-classes";
import { type DropdownMenuEntry, renderDropdownMenuEntries } from "./menu-entries";

export type DropdownMenuPlacement =
  | "bottom-start"
  | "bottom"
  | "bottom-end"
  | "top-start"
  | "top"
  | "top-end";

export interface DropdownMenuProps
  extends Omit<ComponentPropsWithRef<typeof Menu.Content>, "children" | "side" | "align" | "onSelect"> {
  /** Commands, separators and groups. */
  items: readonly DropdownMenuEntry[];
  /** The trigger: one focusable element. Click, Enter, Space or ArrowDown opens the menu. */
  children: ReactElement;
  /** Called with the key of the chosen item (after the item's own `onSelect`). */
  onSelect?: (key: string) => void;
  /** Default `bottom-start`. */
  placement?: DropdownMenuPlacement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Block the page behind the open menu (outside clicks and screen readers). Default false, as in Ant Design:
   * a click outside closes the menu and still reaches its target. Tab never leaves an open menu either way.
   */
  modal?: boolean;
  /** The trigger does nothing. */
  disabled?: boolean;
}

/**
 * A menu of commands under a trigger (Radix DropdownMenu). Arrow keys move, Enter or Space chooses,
 * typing jumps to an item, Escape closes and focus goes back to the trigger.
 */
export function DropdownMenu({
  items,
  children,
  onSelect,
  placement = "bottom-start",
  open,
  defaultOpen,
  onOpenChange,
  modal = false,
  disabled,
  className,
  sideOffset = 4,
  ...contentProps
}: DropdownMenuProps) {
  const [side, edge] = placement.split("-") as ["top" | "bottom", "start" | "end" | undefined];
  return (
    <Menu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      <Menu.Trigger asChild disabled={disabled}>
        {children}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          side={side}
          align={edge ?? "center"}
          sideOffset={sideOffset}
          collisionPadding={8}
          {...contentProps}
          className={clsx(dropdownMenuContentClasses, className)}
        >
          {renderDropdownMenuEntries(items, onSelect)}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

// The parts, for menus that need more than `items` (checkbox or radio items, custom rows).
export const DropdownMenuRoot = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuPortal = Menu.Portal;
export const DropdownMenuCheckboxItem = Menu.CheckboxItem;
export const DropdownMenuRadioGroup = Menu.RadioGroup;
export const DropdownMenuRadioItem = Menu.RadioItem;
export const DropdownMenuItemIndicator = Menu.ItemIndicator;

/** Styled `Content` in a portal. */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentPropsWithRef<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        {...props}
        className={clsx(dropdownMenuContentClasses, className)}
      />
    </Menu.Portal>
  );
}
