import type { Meta, StoryObj } from "@storybook/react-vite";
import { Share2 } from "lucide";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { Button } from "../button";
import { Icon, PencilIcon, TrashIcon } from "../icons";
import { Card } from "./Card";

const meta = {
  title: "Display/Card",
  component: Card,
  tags: ["autodocs"],
  args: {
    title: "今日预约",
    extra: (
      <a className="text-primary-text" href="#more">
        更多
      </a>
    ),
    children: <p className="m-0">上午 8 位，下午 12 位，其中 3 位为初诊患者。</p>,
  },
  decorators: [
    (Story) => (
      <div className="max-w-[360px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group named by its title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "今日预约" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "更多" })).toBeVisible();
  },
};

/** Footer actions, divided equally; reachable with Tab. */
export const WithActions: Story = {
  args: { onClick: fn() },
  render: (args) => (
    <Card
      {...args}
      actions={[
        <Button
          key="edit"
          variant="text"
          size="small"
          icon={<PencilIcon className="size-3.5" />}
          aria-label="编辑"
        />,
        <Button
          key="share"
          variant="text"
          size="small"
          icon={<Icon icon={Share2} className="size-3.5" />}
          aria-label="分享"
        />,
        <Button
          key="delete"
          variant="text"
          danger
          size="small"
          icon={<TrashIcon className="size-3.5" />}
          aria-label="删除"
        />,
      ]}
    />
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "编辑" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A skeleton stands in for the body until the data comes (loaded, then reloading, from the button). */
export const Loading: Story = {
  render: (args) => {
    const [loading, setLoading] = useState(true);
    return (
      <div className="flex flex-col gap-3">
        <div>
          <Button onClick={() => setLoading((value) => !value)}>{loading ? "加载完成" : "重新加载"}</Button>
        </div>
        <Card {...args} loading={loading} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
    await expect(canvas.queryByText(/上午 8 位/)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "加载完成" }));
    await expect(canvas.getByText(/上午 8 位/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "重新加载" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
  },
};

/** Lifts on hover. */
export const Hoverable: Story = {
  args: { hoverable: true },
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole("group", { name: "今日预约" });
    await userEvent.hover(card);
    await expect(card.className).toContain("hover:shadow-overlay");
  },
};

export const SmallBorderless: Story = {
  args: { size: "small", bordered: false, className: "bg-layout" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAttribute("data-size", "small");
  },
};

/** No title: just a bordered box. */
export const BodyOnly: Story = {
  args: { title: undefined, extra: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("group")).toBeNull();
    await expect(canvas.getByText(/上午 8 位/)).toBeVisible();
  },
};

/** A long title is cut with … so the extra link keeps its place. */
export const LongChineseText: Story = {
  args: { title: "关于五一假期期间全部门店营业时间与预约安排调整的通知" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "更多" })).toBeVisible();
    const title = canvas.getByText(/关于五一假期/);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
  },
};
