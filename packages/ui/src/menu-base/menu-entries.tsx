import type * as DropdownMenuParts from "@radix-ui/react-dropdown-menu";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { ChevronRightIcon } from "../icon-base/glyphs";
import { menuContentClasses, menuItemClasses, menuLabelClasses, menuSeparatorClasses } from "./menu-classes";

/** A command. With `children` it opens a submenu instead (ArrowRight or Enter opens it, ArrowLeft closes it). */
export interface MenuAction {
  type?: "item";
  key: string;
  label: ReactNode;
  /** Shown before the label, hidden from screen readers. */
  icon?: ReactNode;
  /** A destructive command: red text, red highlight. */
  danger?: boolean;
  disabled?: boolean;
  /** Right-aligned secondary text, e.g. a shortcut. */
  extra?: ReactNode;
  /** Type-ahead text when `label` is not plain text. */
  textValue?: string;
  onSelect?: (event: Event) => void;
  children?: MenuEntry[];
}

export interface MenuDivider {
  type: "separator";
  key?: string;
}

/** Items under a heading. */
export interface MenuGroup {
  type: "group";
  key: string;
  label: ReactNode;
  children: MenuEntry[];
}

export type MenuEntry = MenuAction | MenuDivider | MenuGroup;

/**
 * The Radix parts entries render with. DropdownMenu and ContextMenu have the same parts with the same
 * props, so both menus pass their own namespace and share this renderer.
 */
export type MenuParts = Pick<
  typeof DropdownMenuParts,
  "Separator" | "Group" | "Label" | "Sub" | "SubTrigger" | "Portal" | "SubContent" | "Item"
>;

/** Renders entries as styled Radix menu parts. `onSelect` hears the key of every chosen item. */
export function renderMenuEntries(
  Menu: MenuParts,
  entries: readonly MenuEntry[],
  onSelect?: (key: string) => void,
): ReactNode {
  return entries.map((entry, index) => {
    if (entry.type === "separator") {
      return <Menu.Separator key={entry.key ?? `separator-${index}`} className={menuSeparatorClasses} />;
    }
    if (entry.type === "group") {
      return (
        <Menu.Group key={entry.key}>
          <Menu.Label className={menuLabelClasses}>{entry.label}</Menu.Label>
          {renderMenuEntries(Menu, entry.children, onSelect)}
        </Menu.Group>
      );
    }
    const body = (
      <>
        {entry.icon != null && (
          <span aria-hidden="true" className="inline-flex shrink-0 items-center">
            {entry.icon}
          </span>
        )}
        <span className="min-w-0 flex-1">{entry.label}</span>
        {entry.extra != null && <span className="ml-6 text-fg-secondary">{entry.extra}</span>}
      </>
    );
    if (entry.children?.length) {
      return (
        <Menu.Sub key={entry.key}>
          <Menu.SubTrigger
            disabled={entry.disabled}
            textValue={entry.textValue}
            className={menuItemClasses({ danger: entry.danger && !entry.disabled })}
          >
            {body}
            <ChevronRightIcon aria-hidden="true" className="-mr-1 size-3.5 shrink-0" />
          </Menu.SubTrigger>
          <Menu.Portal>
            <Menu.SubContent
              sideOffset={6}
              alignOffset={-4}
              collisionPadding={8}
              className={menuContentClasses}
            >
              {renderMenuEntries(Menu, entry.children, onSelect)}
            </Menu.SubContent>
          </Menu.Portal>
        </Menu.Sub>
      );
    }
    return (
      <Menu.Item
        key={entry.key}
        disabled={entry.disabled}
        textValue={entry.textValue}
        className={clsx(menuItemClasses({ danger: entry.danger && !entry.disabled }))}
        onSelect={(event) => {
          entry.onSelect?.(event);
          if (!event.defaultPrevented) onSelect?.(entry.key);
        }}
      >
        {body}
      </Menu.Item>
    );
  });
}
