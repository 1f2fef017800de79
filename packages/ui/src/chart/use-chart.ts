import { type RefObject, useEffect, useRef, useState } from "react";
import { type ChartData, chartOption } from "./chart-option";
import { readChartTheme } from "./chart-theme";

export type ChartState = "loading" | "ready" | "failed";

type ECharts = import("echarts/core").ECharts;

/**
 * Draws `data` into `host` with Apache ECharts, loaded on first use: re-drawn when the data changes, when
 * the host is resized, and when the theme on <html> changes (class, `data-theme` or inline tokens).
 */
export function useChart(host: RefObject<HTMLDivElement | null>, data: ChartData): ChartState {
  const chart = useRef<ECharts | null>(null);
  const [state, setState] = useState<ChartState>("loading");
  const dataRef = useRef(data);
  dataRef.current = data;

  useEffect(() => {
    let disposed = false;
    let resize: ResizeObserver | undefined;
    let themeWatch: MutationObserver | undefined;
    import("./load-echarts")
      .then(({ setUpEcharts }) => {
        const el = host.current;
        if (disposed || !el) return;
        const instance = setUpEcharts().init(el, undefined, { renderer: "canvas" });
        chart.current = instance;
        const draw = () => instance.setOption(chartOption(dataRef.current, readChartTheme(el)), true);
        draw();
        resize = new ResizeObserver(() => instance.resize());
        resize.observe(el);
        themeWatch = new MutationObserver(draw);
        themeWatch.observe(document.documentElement, {
          attributes: true,
          attributeFilter: ["class", "data-theme", "style"],
        });
        setState("ready");
      })
      .catch((error: unknown) => {
        // The chart says 图表加载失败; the reason goes to the console for whoever investigates.
        console.error("chart:", error);
        if (!disposed) setState("failed");
      });
    return () => {
      disposed = true;
      resize?.disconnect();
      themeWatch?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [host]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the option is rebuilt from `data` on every change.
  useEffect(() => {
    const el = host.current;
    if (state !== "ready" || !chart.current || !el) return;
    chart.current.setOption(chartOption(data, readChartTheme(el)), true);
  }, [state, data.type, data.categories, data.series, data.format, data.horizontal, data.scale, data.legend]);

  return state;
}
