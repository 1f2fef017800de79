import * as Menu from "@radix-ui/react-context-menu";
import { clsx } from "clsx";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import {
  contextMenuContentClasses,
  contextMenuItemClasses,
  contextMenuLabelClasses,
  contextMenuSeparatorClasses,
} from "./menu-classes";

/** A command. With `children` it opens a submenu instead (ArrowRight or Enter opens it, ArrowLeft closes it). */
export interface ContextMenuAction {
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
  children?: ContextMenuEntry[];
}

export interface ContextMenuDivider {
  type: "separator";
  key?: string;
}

/** Items under a heading. */
export interface ContextMenuGroup {
  type: "group";
  key: string;
  label: ReactNode;
  children: ContextMenuEntry[];
}

export type ContextMenuEntry = ContextMenuAction | ContextMenuDivider | ContextMenuGroup;

/** Renders entries as styled Radix menu parts. `onSelect` hears the key of every chosen item. */
export function renderContextMenuEntries(
  entries: readonly ContextMenuEntry[],
  onSelect?: (key: string) => void,
): ReactNode {
  return entries.map((entry, index) => {
    if (entry.type === "separator") {
      return (
        <Menu.Separator key={entry.key ?? `separator-${index}`} className={contextMenuSeparatorClasses} />
      );
    }
    if (entry.type === "group") {
      return (
        <Menu.Group key={entry.key}>
          <Menu.Label className={contextMenuLabelClasses}>{entry.label}</Menu.Label>
          {renderContextMenuEntries(entry.children, onSelect)}
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
            className={contextMenuItemClasses({ danger: entry.danger && !entry.disabled })}
          >
            {body}
            <ChevronRight aria-hidden="true" className="-mr-1 size-3.5 shrink-0" />
          </Menu.SubTrigger>
          <Menu.Portal>
            <Menu.SubContent
              sideOffset={6}
              alignOffset={-4}
              collisionPadding={8}
              className={contextMenuContentClasses}
            >
              {renderContextMenuEntries(entry.children, onSelect)}
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
        className={clsx(contextMenuItemClasses({ danger: entry.danger && !entry.disabled }))}
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
