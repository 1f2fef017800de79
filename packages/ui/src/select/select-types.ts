import type { ReactNode } from "react";

/** One choice of a Select. `label` may be any node; filtering and tags use its text. */
export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Decides whether an option matches the search text (default: its label text contains it, ignoring case). */
export type SelectFilter = (search: string, option: SelectOption) => boolean;

/** An option as the list shows it now. */
export interface SelectItem {
  option: SelectOption;
  /** Element id, for `aria-activedescendant`. */
  id: string;
  index: number;
  /** The option's plain text (for filtering, tags and screen readers). */
  text: string;
  selected: boolean;
  /** Highlighted by the keyboard or the pointer; Enter chooses it. */
  active: boolean;
  disabled: boolean;
  /**
   * Not in `options`: the text being typed, offered with `allowInput` (gone on blur unless chosen),
   * or a chosen typed value.
   */
  temporary: boolean;
}
