/** Decimal places written in `n` (`0.25` → 2, `1e-7` → 7). */
export function decimalPlaces(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const [mantissa = "", exponent] = String(n).toLowerCase().split("e");
  const fraction = mantissa.split(".")[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** `n` rounded to `digits` decimals, without floating-point dust (`0.1 + 0.2` → `0.3`). */
export function roundTo(n: number, digits: number): number {
  return Number(n.toFixed(Math.min(Math.max(digits, 0), 100))) + 0;
}

/** `base + direction × step`, exact to the decimals of its operands (`0.1 + 0.2` steps to `0.3`). */
export function addStep(base: number, step: number, direction: 1 | -1): number {
  return roundTo(base + direction * step, Math.max(decimalPlaces(base), decimalPlaces(step)));
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max);
}

/**
 * The text an InputNumber shows for a value: `precision` decimals when given, otherwise plain
 * positional notation (never `1e-7`, which the number rule would not let the user edit).
 */
// One formatter for every call: `toLocaleString` with options builds a new one each time, which a table
// of number cells paid on every row it drew.
let plainNumbers: Intl.NumberFormat | undefined;

export function formatNumber(value: number | null, precision?: number): string {
  if (value === null || !Number.isFinite(value)) return "";
  if (precision !== undefined) return value.toFixed(Math.min(Math.max(precision, 0), 100));
  // The shortest text of the number is what the formatter prints too, unless it is in exponent form or
  // has more than 20 decimals; the formatter (ICU, tens of ms to load the first time) is left for those.
  const text = String(value);
  if (!text.includes("e") && (text.split(".")[1]?.length ?? 0) <= 20) return text;
  plainNumbers ??= new Intl.NumberFormat("en-US", { useGrouping: false, maximumFractionDigits: 20 });
  return plainNumbers.format(value);
}
