import { useText } from "../../../../locale";
import { range } from "./format";

export interface TrendSeries {
  label: string;
  values: readonly number[];
  format: (value: number) => string;
}

/** The last 10 minutes of each figure as now / lowest / highest, in a table a screen reader can read. */
export function TrendTable({ series, samples }: { series: readonly TrendSeries[]; samples: number }) {
  const t = useText();
  return (
    <table className="w-full text-left text-[14px]" aria-label={t("monitor.trend")}>
      <caption className="mb-2 text-left text-fg-secondary">
        {t("monitor.trendCaption", { count: samples })}
      </caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2">
            {t("monitor.figure")}
          </th>
          <th scope="col">{t("monitor.current")}</th>
          <th scope="col">{t("monitor.min")}</th>
          <th scope="col">{t("monitor.max")}</th>
        </tr>
      </thead>
      <tbody>
        {series.map((s) => {
          const r = range(s.values);
          const last = s.values[s.values.length - 1];
          return (
            <tr key={s.label} className="border-b border-border">
              <th scope="row" className="py-2 font-normal text-fg-secondary">
                {s.label}
              </th>
              <td>{last === undefined ? "—" : s.format(last)}</td>
              <td>{r ? s.format(r.min) : "—"}</td>
              <td>{r ? s.format(r.max) : "—"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
