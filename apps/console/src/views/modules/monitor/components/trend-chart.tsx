import { Chart } from "@kanya/ui/chart";
import { useMemo } from "react";
import { useText } from "../../../../locale";

const clock = (at: number) => new Date(at).toLocaleTimeString("zh-CN", { hour12: false });

/**
 * A small line chart of one figure over the page's last 10 minutes: the library's chart (ECharts loaded on
 * first use, coloured from the theme's tokens), its samples in the table behind it.
 */
export function TrendChart({
  label,
  times,
  values,
  format,
}: {
  label: string;
  times: readonly number[];
  values: readonly number[];
  format: (value: number) => string;
}) {
  const t = useText();
  const categories = useMemo(() => times.map(clock), [times]);
  const series = useMemo(() => [{ name: label, data: values }], [label, values]);
  return (
    <Chart
      type="line"
      title={label}
      categories={categories}
      series={series}
      format={format}
      scale
      compact
      legend={false}
      height={140}
      tableToggle={false}
      categoryLabel={t("monitor.sampleTime")}
    />
  );
}
