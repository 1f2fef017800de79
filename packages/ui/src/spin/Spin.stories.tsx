import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { Button } from "../button";
import { Spin } from "./Spin";

const meta = {
  title: "Feedback/Spin",
  component: Spin,
  tags: ["autodocs"],
  argTypes: { size: { control: "inline-radio", options: ["small", "middle", "large"] } },
} satisfies Meta<typeof Spin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a tip the spinner is announced as 加载中 (from the catalog) to screen readers only. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      <Spin size="small" />
      <Spin />
      <Spin size="large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")).toHaveLength(3);
  },
};

export const WithTip: Story = {
  args: { tip: "数据加载中…" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("数据加载中…");
  },
};

function OrderTable({ loading }: { loading: boolean }) {
  return (
    <Spin spinning={loading} tip="正在加载订单">
      <table className="w-full border-collapse text-control text-fg">
        <thead>
          <tr className="bg-layout text-start">
            <th className="p-2 text-start">订单号</th>
            <th className="p-2 text-start">患者</th>
            <th className="p-2 text-start">金额</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="p-2">DD20240501001</td>
            <td className="p-2">张三</td>
            <td className="p-2">¥ 1,280.00</td>
          </tr>
          <tr>
            <td className="p-2">DD20240501002</td>
            <td className="p-2">李四</td>
            <td className="p-2">¥ 560.00</td>
          </tr>
        </tbody>
      </table>
    </Spin>
  );
}

/** Around content: a cover with the spinner, the content `aria-busy`; toggled from the keyboard here. */
export const WrapsContent: Story = {
  render: () => {
    const [loading, setLoading] = useState(true);
    return (
      <div className="flex max-w-[480px] flex-col gap-3">
        <div>
          <Button onClick={() => setLoading((value) => !value)}>{loading ? "停止加载" : "重新加载"}</Button>
        </div>
        <OrderTable loading={loading} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole("table");
    await expect(table.parentElement).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("正在加载订单");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(table.parentElement).not.toHaveAttribute("aria-busy");
    await expect(canvas.queryByRole("status")).toBeNull();
    await userEvent.keyboard("{Enter}");
    await expect(table.parentElement).toHaveAttribute("aria-busy", "true");
  },
};

/** With `delay`, quick loads never flash the spinner; it appears after 300 ms here. */
export const Delay: Story = {
  args: { delay: 300, tip: "延迟 300 毫秒显示" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("status")).toBeNull();
    await waitFor(() => expect(canvas.getByRole("status")).toBeVisible(), { timeout: 2000 });
  },
};

/** Not spinning: the content alone, no cover. */
export const Stopped: Story = {
  render: () => <OrderTable loading={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(canvas.getByText("张三")).toBeVisible();
  },
};

export const LongChineseText: Story = {
  args: { tip: "正在同步门店全部预约记录与会员卡余额，请稍候，不要关闭页面" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在同步门店全部预约记录");
  },
};
