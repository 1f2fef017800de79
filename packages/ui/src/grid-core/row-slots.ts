import { useRef } from "react";

/**
 * Slots for windowed rows: a row keeps its slot while it stays drawn, and a row scrolling in takes a slot a
 * row scrolling out left. Keyed by slot, React updates the row elements a scroll frees with the new rows'
 * values instead of removing them and building new ones (a fast scroll replaces every drawn row each frame).
 */
export function assignRowSlots(
  previous: ReadonlyMap<string, number>,
  ids: readonly string[],
): Map<string, number> {
  const next = new Map<string, number>();
  const taken = new Set<number>();
  for (const id of ids) {
    const slot = previous.get(id);
    if (slot !== undefined) {
      next.set(id, slot);
      taken.add(slot);
    }
  }
  // Slots the rows leaving had first (their elements are there to reuse), then the lowest unused numbers.
  const freed: number[] = [];
  for (const slot of previous.values()) if (!taken.has(slot)) freed.push(slot);
  freed.sort((a, b) => b - a);
  let lowest = 0;
  for (const id of ids) {
    if (next.has(id)) continue;
    let slot = freed.pop();
    if (slot === undefined) {
      while (taken.has(lowest)) lowest++;
      slot = lowest;
    }
    taken.add(slot);
    next.set(id, slot);
  }
  return next;
}

/** `assignRowSlots` across renders: the slot of each drawn row id. */
export function useRowSlots(ids: readonly string[]): ReadonlyMap<string, number> {
  const slots = useRef<ReadonlyMap<string, number>>(new Map());
  const next = assignRowSlots(slots.current, ids);
  slots.current = next;
  return next;
}
