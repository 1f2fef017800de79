import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { Button } from "../button";
import { Steps } from "./Steps";

const alteration = [{ title: "确认账号" }, { title: "安全校验" }, { title: "设置新密码" }, { title: "完成" }];

const meta = {
  title: "Navigation/Steps",
  component: Steps,
  tags: ["autodocs"],
  args: { items: alteration, current: 1, "aria-label": "找回密码步骤" },
  argTypes: {
    status: { control: "inline-radio", options: ["wait", "process", "finish", "error"] },
    direction: { control: "inline-radio", options: ["horizontal", "vertical"] },
    size: { control: "inline-radio", options: ["default", "small"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-[640px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An `<ol>` named by its label; steps before `current` are finished, the current one is `aria-current="step"`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "找回密码步骤" });
    const items = canvas.getAllByRole("listitem");
    await expect(list).toContainElement(items[0] ?? null);
    await expect(items.map((item) => item.dataset.status)).toEqual(["finish", "process", "wait", "wait"]);
    await expect(canvas.getByText("安全校验").closest("li")).toHaveAttribute("aria-current", "step");
  },
};

/** Titles with descriptions under them. */
export const WithDescriptions: Story = {
  args: {
    items: [
      { title: "提交订单", description: "2024-05-01 09:30" },
      { title: "支付", description: "待患者付款" },
      { title: "服务完成", description: "到店后核销" },
    ],
    current: 1,
    "aria-label": "订单进度",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("待患者付款")).toBeVisible();
  },
};

/** The current step failed: `status="error"` marks it with a cross; a step may also set its own status. */
export const Statuses: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      <Steps aria-label="全部等待" items={alteration} current={-1} />
      <Steps aria-label="进行中" items={alteration} current={2} />
      <Steps aria-label="出错" items={alteration} current={1} status="error" />
      <Steps aria-label="全部完成" items={alteration} current={4} />
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = (name: string) =>
      Array.from(canvas.getByRole("list", { name }).querySelectorAll("li")).map(
        (item) => item.dataset.status,
      );
    await expect(statuses("全部等待")).toEqual(["wait", "wait", "wait", "wait"]);
    await expect(statuses("出错")).toEqual(["finish", "error", "wait", "wait"]);
    await expect(statuses("全部完成")).toEqual(["finish", "finish", "finish", "finish"]);
    await expect(canvas.getByRole("list", { name: "全部完成" }).querySelector("[aria-current]")).toBeNull();
  },
};

/** A column of steps, for a side panel. */
export const Vertical: Story = {
  args: { direction: "vertical", items: alteration.map((item) => ({ ...item, description: "说明文字" })) },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("listitem");
    await expect(second?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

/** 24 px marks and smaller titles, as on the console's register and password pages. */
export const Small: Story = {
  args: { size: "small", current: 2 },
  play: async ({ canvas }) => {
    const mark = canvas.getByText("3");
    await expect(mark.getBoundingClientRect().width).toBe(24);
  },
};

/** Driven by buttons: the current step moves and `aria-current` follows it. */
export const Interactive: Story = {
  render: () => {
    const [current, setCurrent] = useState(0);
    return (
      <div className="flex flex-col gap-4">
        <Steps aria-label="找回密码步骤" items={alteration} current={current} />
        <div className="flex gap-2">
          <Button onClick={() => setCurrent((step) => Math.max(0, step - 1))}>上一步</Button>
          <Button
            variant="primary"
            onClick={() => setCurrent((step) => Math.min(alteration.length, step + 1))}
          >
            下一步
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    await expect(canvas.getByText("设置新密码").closest("li")).toHaveAttribute("aria-current", "step");
    await userEvent.click(canvas.getByRole("button", { name: "上一步" }));
    await expect(canvas.getByText("安全校验").closest("li")).toHaveAttribute("aria-current", "step");
  },
};
