import * as Menu from "@radix-ui/react-context-menu";
import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactElement } from "react";
import { contextMenuContentClasses } from "./menu-classes";
import { type ContextMenuEntry, renderContextMenuEntries } from "./menu-entries";

export interface ContextMenuProps
  extends Omit<ComponentPropsWithRef<typeof Menu.Content>, "children" | "onSelect"> {
  /** Commands, separators and groups. */
  items: readonly ContextMenuEntry[];
  /**
   * The area that answers a right click (or the keyboard's menu key / Shift+F10 while it has focus):
   * one element that can hold a ref.
   */
  children: ReactElement;
  /** Called with the key of the chosen item (after the item's own `onSelect`). */
  onSelect?: (key: string) => void;
  onOpenChange?: (open: boolean) => void;
  /**
   * Block the page behind the open menu (outside clicks and screen readers). Default false, as in Ant Design:
   * a click outside closes the menu and still reaches its target. Tab never leaves an open menu either way.
   */
  modal?: boolean;
  /** The area keeps the browser's own menu. */
  disabled?: boolean;
}

/**
 * A menu at the pointer on right click (Radix ContextMenu). Arrow keys move, Enter or Space chooses,
 * Escape closes. The tab workspace uses it with 刷新 / 关闭左侧 / 关闭右侧 / 关闭其它 (`tabs.*` texts).
 */
export function ContextMenu({
  items,
  children,
  onSelect,
  onOpenChange,
  modal = false,
  disabled,
  className,
  ...contentProps
}: ContextMenuProps) {
  return (
    <Menu.Root onOpenChange={onOpenChange} modal={modal}>
      <Menu.Trigger asChild disabled={disabled}>
        {children}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          collisionPadding={8}
          {...contentProps}
          className={clsx(contextMenuContentClasses, className)}
        >
          {renderContextMenuEntries(items, onSelect)}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

// The parts, for menus that need more than `items` (checkbox or radio items, custom rows).
export const ContextMenuRoot = Menu.Root;
export const ContextMenuTrigger = Menu.Trigger;
export const ContextMenuPortal = Menu.Portal;
export const ContextMenuCheckboxItem = Menu.CheckboxItem;
export const ContextMenuRadioGroup = Menu.RadioGroup;
export const ContextMenuRadioItem = Menu.RadioItem;
export const ContextMenuItemIndicator = Menu.ItemIndicator;

/** Styled `Content` in a portal. */
export function ContextMenuContent({ className, ...props }: ComponentPropsWithRef<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content collisionPadding={8} {...props} className={clsx(contextMenuContentClasses, className)} />
    </Menu.Portal>
  );
}
