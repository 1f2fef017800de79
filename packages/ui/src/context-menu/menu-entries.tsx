import * as Menu from "@radix-ui/react-context-menu";
import type { ReactNode } from "react";
import { type MenuEntry, renderMenuEntries } from "../menu-base/menu-entries";

export type {
  MenuAction as ContextMenuAction,
  MenuDivider as ContextMenuDivider,
  MenuEntry as ContextMenuEntry,
  MenuGroup as ContextMenuGroup,
} from "../menu-base/menu-entries";

/** Renders entries as styled ContextMenu parts. `onSelect` hears the key of every chosen item. */
export function renderContextMenuEntries(
  entries: readonly MenuEntry[],
  onSelect?: (key: string) => void,
): ReactNode {
  return renderMenuEntries(Menu, entries, onSelect);
}
