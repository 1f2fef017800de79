import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `chart.*`: the chart's data table and its states. */
export const chartZhCN: NamespaceMessages<"chart"> = {
  "chart.showTable": "查看数据",
  "chart.hideTable": "隐藏数据",
  "chart.category": "项目",
  "chart.loading": "图表加载中",
  "chart.failed": "图表加载失败",
};
