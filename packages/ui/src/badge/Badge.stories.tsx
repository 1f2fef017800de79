import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { Button } from "../button";
import { BellIcon } from "../icons";
import { Badge } from "./Badge";

const meta = {
  title: "Display/Badge",
  component: Badge,
  tags: ["autodocs"],
  argTypes: {
    status: { control: "select", options: ["default", "processing", "success", "warning", "error"] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A square to put badges on. */
function Box() {
  return <span className="block size-10 rounded-control bg-fill-active" />;
}

export const Count: Story = {
  args: { count: 5, children: <Box /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("5").tagName).toBe("SUP");
  },
};

/** Above `overflowCount` (99) the count reads 99+; 0 is hidden unless `showZero`. */
export const Overflow: Story = {
  render: () => (
    <div className="flex items-center gap-8">
      <Badge count={99}>
        <Box />
      </Badge>
      <Badge count={100}>
        <Box />
      </Badge>
      <Badge count={1000} overflowCount={999}>
        <Box />
      </Badge>
      <Badge count={0}>
        <Box />
      </Badge>
      <Badge count={0} showZero>
        <Box />
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("99")).toBeVisible();
    await expect(canvas.getByText("99+")).toBeVisible();
    await expect(canvas.getByText("999+")).toBeVisible();
    await expect(canvas.getAllByText(/^\d/)).toHaveLength(4);
  },
};

/** A dot on the notice bell; the button's own label carries the meaning. */
export const Dot: Story = {
  render: () => (
    <Badge dot>
      <Button variant="text" icon={<BellIcon className="size-4" />} aria-label="通知，有未读消息" />
    </Badge>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "通知，有未读消息" })).toBeVisible();
  },
};

/** Status dots with text, e.g. in a table cell. */
export const Status: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <Badge status="default" text="未开始" />
      <Badge status="processing" text="进行中" />
      <Badge status="success" text="已完成" />
      <Badge status="warning" text="待审核" />
      <Badge status="error" text="已驳回" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("进行中").parentElement).toHaveAttribute("data-status", "processing");
  },
};

/** The count follows its data; a standalone badge has no child. */
export const Interactive: Story = {
  render: () => {
    const [count, setCount] = useState(8);
    return (
      <div className="flex items-center gap-4">
        <Badge count={count} />
        <Button onClick={() => setCount((value) => value + 1)}>新消息</Button>
        <Button onClick={() => setCount(0)}>全部已读</Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("9")).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByText("9")).toBeNull();
  },
};

export const LongChineseText: Story = {
  render: () => (
    <div className="max-w-[320px]">
      <Badge status="warning" text="该会员卡即将到期，请提醒客户在本月底之前完成续费手续" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/该会员卡即将到期/)).toBeVisible();
  },
};
