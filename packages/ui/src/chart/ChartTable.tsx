import { clsx } from "clsx";
import type { ChartSeries } from "./chart-option";

export interface ChartTableProps {
  caption: string;
  categoryLabel: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  format?: (value: number) => string;
  className?: string;
}

/** The chart's numbers as a table: a row per category, a column per series. */
export function ChartTable({
  caption,
  categoryLabel,
  categories,
  series,
  format,
  className,
}: ChartTableProps) {
  const cell = (value: number | null | undefined) =>
    value === null || value === undefined ? "—" : format ? format(value) : String(value);
  return (
    <table data-slot="chart-table" className={clsx("w-full text-left text-[13px] text-fg", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border-secondary">
          <th scope="col" className="py-1.5 pr-3 font-medium text-fg-secondary">
            {categoryLabel}
          </th>
          {series.map((s) => (
            <th key={s.name} scope="col" className="py-1.5 pr-3 text-right font-medium text-fg-secondary">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, i) => (
          <tr key={category} className="border-b border-border-secondary">
            <th scope="row" className="py-1.5 pr-3 font-normal">
              {category}
            </th>
            {series.map((s) => (
              <td key={s.name} className="py-1.5 pr-3 text-right tabular-nums">
                {cell(s.data[i])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
