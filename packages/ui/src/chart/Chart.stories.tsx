import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { ThemeProvider } from "../theme";
import { Chart } from "./Chart";
import { readChartTheme } from "./chart-theme";

const days = ["11-19", "11-20", "11-21", "11-22", "11-23", "11-24", "11-25"];
const yuan = (value: number) => `¥${value.toLocaleString("zh-CN")}`;

const meta = {
  title: "Data Display/Chart",
  component: Chart,
  tags: ["autodocs"],
  args: {
    type: "line",
    title: "近7天订单",
    categories: days,
    series: [
      { name: "订单数", data: [32, 41, 38, 52, 47, 29, 35] },
      { name: "退款数", data: [2, 4, 1, 3, 5, 2, 1] },
    ],
  },
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until ECharts has loaded and drawn into its canvas. */
async function drawn(canvasElement: HTMLElement) {
  const figure = canvasElement.querySelector<HTMLElement>('[data-slot="chart"]');
  await waitFor(() => expect(figure?.dataset.state).toBe("ready"), { timeout: 10_000 });
  await expect(figure?.querySelector("canvas")).toBeTruthy();
  return figure as HTMLElement;
}

/** Two series over a week; the same numbers in the table that 查看数据 shows. */
export const Line: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole("img", { name: "近7天订单" })).toBeInTheDocument();
    const table = canvas.getByRole("table", { name: "近7天订单", hidden: true });
    const toggle = canvas.getByRole("button", { name: "查看数据" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName("隐藏数据");
    await expect(table).toBeVisible();
    const row = within(table).getByRole("row", { name: /11-22/ });
    await expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["52", "3"]);
  },
};

/** Horizontal bars for long names, values formatted as money in the table. */
export const Bar: Story = {
  args: {
    type: "bar",
    title: "医院订单金额排行",
    horizontal: true,
    categories: ["仁和医院", "东城口腔医院", "江北人民医院", "滨海中心医院", "南山社区医院"],
    series: [{ name: "金额", data: [58200, 43100, 39950, 21800, 12600] }],
    format: yuan,
    categoryLabel: "医院",
  },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const table = canvas.getByRole("table", { name: "医院订单金额排行", hidden: true });
    await expect(within(table).getByRole("columnheader", { name: "医院", hidden: true })).toBeInTheDocument();
    await expect(within(table).getByText("¥58,200")).toBeInTheDocument();
  },
};

/** Shares of a whole: the first series by slice, with a legend. */
export const Pie: Story = {
  args: {
    type: "pie",
    title: "服务类型占比",
    categories: ["体检", "门诊陪诊", "住院陪护", "齿科", "康复理疗"],
    series: [{ name: "订单数", data: [120, 86, 41, 64, 23] }],
  },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const table = canvas.getByRole("table", { name: "服务类型占比", hidden: true });
    await expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(6);
  },
};

/** Nothing in the range: 暂无数据 and no table or toggle. */
export const Empty: Story = {
  args: { series: [{ name: "订单数", data: [null, null, null, null, null, null, null] }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("暂无数据")).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="chart"]')).toHaveAttribute("data-state", "empty");
    await expect(canvas.queryByRole("button", { name: "查看数据" })).toBeNull();
    await expect(canvas.queryByRole("table", { hidden: true })).toBeNull();
  },
};

/** While the numbers are on their way: busy, and a spinner in place of the drawing. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    const figure = canvasElement.querySelector('[data-slot="chart"]');
    await expect(figure).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("图表加载中")).toBeVisible();
  },
};

/** In the dark theme the axis labels and series colours come from the dark tokens. */
export const Dark: Story = {
  args: {
    type: "bar",
    title: "近7天营收",
    series: [{ name: "营收", data: [3200, 4100, 3800, 5200, 4700, 2900, 3500] }],
  },
  decorators: [(Story) => <ThemeProvider settings={{ mode: "dark" }}>{Story()}</ThemeProvider>],
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement);
    const host = figure.querySelector('[role="img"]') as HTMLElement;
    const dark = readChartTheme(host);
    await expect(document.documentElement.dataset.theme ?? document.documentElement.className).toMatch(
      /dark/,
    );
    // Light theme's secondary text is black at 65 %; on dark it must be a light colour.
    await expect(dark.text).not.toBe("rgba(0, 0, 0, 0.65)");
  },
};
