import { type CheckAllState, checkAllOf } from "../grid-core/check-all";

/** How rows are picked: several (checkboxes) or one (radios). */
export type SelectionMode = "checkbox" | "radio";

export type Key = string;

/** The keys after ticking or unticking one row; radio mode replaces the selection. */
export function toggleRowKey(keys: readonly Key[], key: Key, selected: boolean, mode: SelectionMode): Key[] {
  if (mode === "radio") return selected ? [key] : keys.filter((other) => other !== key);
  if (selected) return keys.includes(key) ? [...keys] : [...keys, key];
  return keys.filter((other) => other !== key);
}

/**
 * The keys after the header's check-all: it ticks or unticks the selectable rows of this page only, so
 * disabled rows keep their state and rows picked on other pages stay picked.
 */
export function toggleAllKeys(
  keys: readonly Key[],
  selectableKeys: readonly Key[],
  selected: boolean,
): Key[] {
  if (!selected) return keys.filter((key) => !selectableKeys.includes(key));
  return [...keys, ...selectableKeys.filter((key) => !keys.includes(key))];
}

/** The check-all box over this page's selectable rows (`checkAllOf`). */
export function checkAllState(keys: readonly Key[], selectableKeys: readonly Key[]): CheckAllState {
  const picked = selectableKeys.filter((key) => keys.includes(key)).length;
  return checkAllOf(picked, selectableKeys.length);
}
