import type { DictOption, LoadDictItems, LoadDictTexts } from "../dict-select/dict-types";
import type { EditableOption } from "./editable-types";

/**
 * A column's options with its dictionary's items joined (spec §3 "dictCode (items merged into options)"): the
 * column's own options first, then each item whose value they do not already have.
 */
export function mergeDictOptions(
  options: readonly EditableOption[] | undefined,
  items: readonly DictOption[],
): EditableOption[] {
  const own = options ?? [];
  const taken = new Set(own.map((option) => option.value));
  return [
    ...own,
    ...items
      .filter((item) => !taken.has(item.value))
      .map((item) => ({ value: item.value, text: item.text, disabled: item.disabled })),
  ];
}

// One cache per loader, so tables sharing a loader share its answers and a new loader starts afresh.
const itemCaches = new WeakMap<LoadDictItems, Map<string, Promise<readonly DictOption[]>>>();
const textCaches = new WeakMap<LoadDictTexts, Map<string, Promise<string>>>();

function cacheOf<Load extends object, Value>(caches: WeakMap<Load, Map<string, Value>>, load: Load) {
  let cache = caches.get(load);
  if (!cache) {
    cache = new Map();
    caches.set(load, cache);
  }
  return cache;
}

/**
 * A dictionary's items, asked of `load` once per code: every column and table with that code shares the
 * answer. A failed load is forgotten, so the next table asks again.
 */
export function loadDictItemsOnce(load: LoadDictItems, dictCode: string): Promise<readonly DictOption[]> {
  const cache = cacheOf(itemCaches, load);
  const known = cache.get(dictCode);
  if (known) return known;
  const pending = load(dictCode);
  cache.set(dictCode, pending);
  pending.catch(() => cache.delete(dictCode));
  return pending;
}

/** The text of one dictionary value, asked of `load` once per code and value (the value itself if unknown). */
export function loadDictTextOnce(load: LoadDictTexts, dictCode: string, value: string): Promise<string> {
  const cache = cacheOf(textCaches, load);
  const key = `${dictCode}\u0000${value}`;
  const known = cache.get(key);
  if (known) return known;
  const pending = load(dictCode, [value]).then(([text]) => text ?? value);
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}
