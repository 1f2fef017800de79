// Only what the charts draw (tree-shaken): loaded when the first chart mounts, so importing
// `@kanya/ui/chart` costs a page only the wrapper.
import { BarChart, LineChart, PieChart } from "echarts/charts";
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";

/**
 * ECharts with the parts registered. A call, not a top-level statement: this package declares no side
 * effects but its CSS, so an app's bundler may drop a module's bare statements.
 */
export function setUpEcharts(): typeof echarts {
  echarts.use([
    LineChart,
    BarChart,
    PieChart,
    DatasetComponent,
    GridComponent,
    LegendComponent,
    TooltipComponent,
    CanvasRenderer,
  ]);
  return echarts;
}
