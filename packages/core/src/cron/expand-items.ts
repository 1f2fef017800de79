import { type CronUnit, QUARTZ_FIELD_RANGES } from "./cron-field.js";
import type { QuartzItem } from "./quartz-expression.js";

/**
 * The sorted values a field's plain items switch on, following Quartz's `addToSet`: `a∕n` runs to the field's
 * last value, and a range whose end is below its start wraps around the field. Day rules (L, W, #, ?) add
 * nothing here; callers handle them.
 */
export function expandItems(unit: CronUnit, items: readonly QuartzItem[]): number[] {
  const { min, max } = QUARTZ_FIELD_RANGES[unit];
  const size = max - min + 1;
  const on = new Set<number>();
  const walk = (start: number, end: number, step: number): void => {
    // A wrapped range runs past the field's end and folds back, as Quartz does with its modulus.
    const stop = end >= start ? end : end + size;
    for (let value = start; value <= stop; value += step) on.add(value > max ? value - size : value);
  };
  for (const item of items) {
    switch (item.kind) {
      case "every":
        walk(min, max, 1);
        break;
      case "everyStep":
        walk(min, max, item.step);
        break;
      case "value":
        on.add(item.value);
        break;
      case "range":
        walk(item.start, item.end, 1);
        break;
      case "startStep":
        walk(item.start, max, item.step);
        break;
      case "rangeStep":
        walk(item.start, item.end, item.step);
        break;
      default:
        break;
    }
  }
  return [...on].sort((a, b) => a - b);
}

/** A value list in short form: runs of three or more become `a-b` (croner and people read it faster). */
export function compactList(values: readonly number[]): string {
  const parts: string[] = [];
  let index = 0;
  while (index < values.length) {
    const first = values[index] as number;
    let last = first;
    while (values[index + 1] === last + 1) {
      index += 1;
      last += 1;
    }
    parts.push(last - first >= 2 ? `${first}-${last}` : last === first ? `${first}` : `${first},${last}`);
    index += 1;
  }
  return parts.join(",");
}
