import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { Button } from "../button";
import { Progress } from "./Progress";

const meta = {
  title: "Feedback/Progress",
  component: Progress,
  tags: ["autodocs"],
  args: { percent: 30 },
  argTypes: {
    type: { control: "inline-radio", options: ["line", "circle"] },
    status: { control: "inline-radio", options: ["normal", "active", "success", "exception"] },
    size: { control: "inline-radio", options: ["default", "small"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-[480px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A `progressbar` named 进度 (catalog) unless labelled, with its value for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "进度" });
    await expect(bar).toHaveAttribute("aria-valuenow", "30");
    await expect(bar).toHaveAttribute("aria-valuetext", "30%");
  },
};

/** Normal, active (sheen, stopped for reduced motion), success at 100 %, exception. */
export const Statuses: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Progress percent={30} aria-label="资料上传" />
      <Progress percent={50} status="active" aria-label="数据同步" />
      <Progress percent={100} aria-label="导入完成" />
      <Progress percent={70} status="exception" aria-label="导出失败" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "导入完成" })).toHaveAttribute(
      "data-status",
      "success",
    );
    await expect(canvas.getByRole("progressbar", { name: "导出失败" })).toHaveAttribute(
      "data-status",
      "exception",
    );
  },
};

export const Circle: Story = {
  render: () => (
    <div className="flex flex-wrap gap-6">
      <Progress type="circle" percent={75} aria-label="完成度" />
      <Progress type="circle" percent={100} aria-label="已完成" />
      <Progress type="circle" percent={70} status="exception" aria-label="失败" />
      <Progress type="circle" percent={30} width={80} aria-label="小圆" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "完成度" })).toHaveAttribute("aria-valuenow", "75");
    await expect(canvas.getByRole("progressbar", { name: "小圆" }).getBoundingClientRect().width).toBe(80);
  },
};

/** Driven by buttons; the value is clamped to 0–100. */
export const Interactive: Story = {
  render: () => {
    const [percent, setPercent] = useState(90);
    return (
      <div className="flex flex-col gap-3">
        <Progress percent={percent} aria-label="任务进度" />
        <div className="flex gap-2">
          <Button onClick={() => setPercent((value) => Math.max(0, value - 10))}>减少</Button>
          <Button onClick={() => setPercent((value) => value + 10)}>增加</Button>
        </div>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole("progressbar", { name: "任务进度" });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "增加" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Enter}");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(bar).toHaveAttribute("data-status", "success");
  },
};

/** `format` replaces the text; a string becomes the value screen readers hear. */
export const Format: Story = {
  args: { percent: 60, format: () => "3/5 步", "aria-label": "注册进度" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "注册进度" })).toHaveAttribute(
      "aria-valuetext",
      "3/5 步",
    );
  },
};

export const Small: Story = {
  args: { size: "small", percent: 45, showInfo: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar").getBoundingClientRect().height).toBe(6);
  },
};

/** Nothing done yet. */
export const Empty: Story = {
  args: { percent: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  },
};

export const LongChineseText: Story = {
  args: { percent: 80, format: () => "已完成 8 项，共 10 项检查", "aria-label": "门店年度合规检查进度" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("已完成 8 项，共 10 项检查")).toBeVisible();
  },
};
