import * as Menu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";
import { type MenuEntry, renderMenuEntries } from "../menu-base/menu-entries";

export type {
  MenuAction as DropdownMenuAction,
  MenuDivider as DropdownMenuDivider,
  MenuEntry as DropdownMenuEntry,
  MenuGroup as DropdownMenuGroup,
} from "../menu-base/menu-entries";

/** Renders entries as styled DropdownMenu parts. `onSelect` hears the key of every chosen item. */
export function renderDropdownMenuEntries(
  entries: readonly MenuEntry[],
  onSelect?: (key: string) => void,
): ReactNode {
  return renderMenuEntries(Menu, entries, onSelect);
}
