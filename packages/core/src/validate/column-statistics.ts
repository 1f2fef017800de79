export type ColumnStatistic = "sum" | "average";

export interface ColumnStatisticOptions {
  /**
   * Count each value by its integer part (`12.7` counts 12, `-1.5` counts -1). Default `true`: the spec
   * says "Statistics columns sum integer values", and JeecgBoot's editable table sums `parseInt(value)`.
   * Pass `false` to sum exact decimals (the result is rounded to the most decimals among the values).
   */
  readonly integerValues?: boolean;
}

// Numbers as cells hold them, or as text with optional sign and decimals ("12", "-3.5", "12.").
const NUMERIC_TEXT = /^[+-]?\d+(?:\.\d*)?$/;

/**
 * The footer figure of a statistics column (合计 sum, 平均 average). Empty and non-numeric cells are
 * skipped — JeecgBoot skips empty ones and lets others turn the total into NaN; Kanya keeps the figure.
 * The average divides by the numeric cells counted; with none, both figures are 0.
 */
export function columnStatistic(
  rows: readonly Readonly<Record<string, unknown>>[],
  key: string,
  statistic: ColumnStatistic,
  { integerValues = true }: ColumnStatisticOptions = {},
): number {
  let total = 0;
  let count = 0;
  // The most decimals entered; null once a value in exponent notation makes the count unknowable.
  let decimals: number | null = 0;
  for (const row of rows) {
    const parsed = numericValue(row[key]);
    if (parsed === undefined) continue;
    total += integerValues ? Math.trunc(parsed.value) : parsed.value;
    decimals = decimals === null || parsed.decimals === null ? null : Math.max(decimals, parsed.decimals);
    count++;
  }
  if (count === 0) return 0;
  // Binary floating point makes 0.1 + 0.2 = 0.30000000000000004; round the sum to what was entered.
  const sum = integerValues || decimals === null || decimals > 20 ? total : Number(total.toFixed(decimals));
  const result = statistic === "sum" ? sum : sum / count;
  return result + 0;
}

function numericValue(value: unknown): { value: number; decimals: number | null } | undefined {
  if (typeof value === "number") {
    return Number.isFinite(value) ? { value, decimals: decimalPlaces(String(value)) } : undefined;
  }
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return NUMERIC_TEXT.test(text) ? { value: Number(text), decimals: decimalPlaces(text) } : undefined;
}

function decimalPlaces(text: string): number | null {
  if (/e/i.test(text)) return null;
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}
