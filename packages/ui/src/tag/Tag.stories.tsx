import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { CircleCheckIcon } from "../icons";
import { Tag } from "./Tag";

const meta = {
  title: "Display/Tag",
  component: Tag,
  tags: ["autodocs"],
  args: { children: "标签" },
  argTypes: {
    color: { control: "select", options: ["default", "primary", "success", "warning", "danger", "#722ed1"] },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("标签")).toBeVisible();
  },
};

/** Preset tones from the status tokens, and a custom colour through `--kanya-tag-color`. */
export const Colors: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Tag>默认</Tag>
      <Tag color="primary">进行中</Tag>
      <Tag color="success">已完成</Tag>
      <Tag color="warning">待审核</Tag>
      <Tag color="danger">已取消</Tag>
      <Tag color="#722ed1">VIP</Tag>
      <Tag color="#c41d7f">合作渠道</Tag>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("VIP").parentElement).toHaveAttribute("data-color", "custom");
  },
};

/** The close button is named 关闭标签 plus the text, and works from the keyboard. */
export const Closable: Story = {
  args: { onClose: fn() },
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Tag {...args} closable color="primary">
        种植牙
      </Tag>
      <Tag {...args} closable color="success">
        正畸
      </Tag>
      <Tag {...args} closable>
        洁牙
      </Tag>
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "关闭标签 种植牙" }));
    await expect(canvas.queryByText("种植牙")).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "关闭标签 正畸" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByText("正畸")).toBeNull();
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** `event.preventDefault()` in `onClose` keeps the tag (e.g. to ask first). */
export const PreventClose: Story = {
  args: { closable: true, children: "不可移除", onClose: (event) => event.preventDefault() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "关闭标签 不可移除" }));
    await expect(canvas.getByText("不可移除")).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { color: "success", icon: <CircleCheckIcon className="size-3" />, children: "已签到" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("已签到")).toBeVisible();
  },
};

export const Borderless: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Tag bordered={false}>默认</Tag>
      <Tag bordered={false} color="success">
        已完成
      </Tag>
      <Tag bordered={false} color="danger">
        已取消
      </Tag>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("已完成").parentElement?.className).toContain("border-transparent");
  },
};

/** A long text is cut with … to the width it is given. */
export const LongChineseText: Story = {
  args: {
    closable: true,
    color: "warning",
    className: "max-w-[240px]",
    children: "需要在三个工作日内完成复诊回访并记录患者满意度",
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/需要在三个工作日内/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(canvas.getByRole("button")).toBeVisible();
  },
};
