import { TrendChart } from "./trend-chart";
import { type TrendSeries, TrendTable } from "./trend-table";

/** The last 10 minutes: a small line chart per figure, and the same numbers in a table. */
export function TrendPanel({ series, times }: { series: readonly TrendSeries[]; times: readonly number[] }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {series.map((s) => (
          <TrendChart key={s.label} label={s.label} times={times} values={s.values} format={s.format} />
        ))}
      </div>
      <TrendTable series={series} samples={times.length} />
    </div>
  );
}
