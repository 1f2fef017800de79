import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button } from "../button";
import { Empty } from "./Empty";

const meta = {
  title: "Feedback/Empty",
  component: Empty,
  tags: ["autodocs"],
  argTypes: { size: { control: "inline-radio", options: ["default", "small"] } },
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("暂无数据")).toBeVisible();
  },
};

/** The compact form for tables, selects and lists. */
export const Small: Story = {
  args: { size: "small" },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector("svg") as SVGElement;
    await expect(picture.getBoundingClientRect().height).toBe(40);
  },
};

/** Your own text and an action to get out of the empty state (its click bubbles to `onClick` here). */
export const WithAction: Story = {
  args: {
    description: "还没有预约记录",
    onClick: fn(),
    children: <Button variant="primary">新建预约</Button>,
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "新建预约" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const NoText: Story = {
  args: { description: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe("");
  },
};

export const LongChineseText: Story = {
  args: {
    description:
      "当前筛选条件下没有找到任何符合要求的会员卡记录，请调整查询条件后重试，或联系管理员确认数据权限。",
    className: "max-w-[360px]",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/当前筛选条件下/)).toBeVisible();
  },
};
