import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Descriptions } from "./Descriptions";

const patient = [
  { label: "姓名", children: "张三" },
  { label: "手机号", children: "138 0013 8000" },
  { label: "性别", children: "男" },
  { label: "出生日期", children: "1990-05-01" },
  { label: "会员卡", children: "金卡（余额 ¥ 1,280.00）" },
  { label: "所属门店", children: "朝阳门店" },
  { label: "地址", children: "北京市朝阳区建国路八十八号", span: 2 },
];

const meta = {
  title: "Display/Descriptions",
  component: Descriptions,
  tags: ["autodocs"],
  args: { items: patient, title: "患者信息" },
  argTypes: {
    column: { control: { type: "range", min: 1, max: 4 } },
    size: { control: "inline-radio", options: ["default", "middle", "small"] },
  },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns by default; each label is a `dt` followed by its `dd`. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("姓名").tagName).toBe("DT");
    await expect(canvasElement.querySelector("dl")).toHaveAttribute("data-columns", "3");
  },
};

export const Bordered: Story = {
  args: { bordered: true, extra: <a href="#edit">编辑</a> },
  play: async ({ canvas }) => {
    const labels = ["姓名", "性别"].map((label) => canvas.getByText(label).getBoundingClientRect());
    await expect(canvas.getByRole("link", { name: "编辑" })).toBeVisible();
    await expect(labels[0]?.height).toBe(labels[1]?.height);
  },
};

/** Spec §9: at most 4 columns, whatever is asked for. */
export const CappedAtFour: Story = {
  args: { column: 6, bordered: true, size: "small" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("dl")).toHaveAttribute("data-columns", "4");
  },
};

export const OneColumn: Story = {
  args: { column: 1, size: "small" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("dl")).toHaveAttribute("data-columns", "1");
  },
};

/** Nothing to describe yet. */
export const Empty: Story = {
  args: { items: [], title: "患者信息" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("dt")).toHaveLength(0);
  },
};

export const LongChineseText: Story = {
  args: {
    bordered: true,
    column: 2,
    items: [
      {
        label: "主诉",
        children: "右下后牙咬合痛一周，冷热刺激敏感，夜间自发痛明显，影响睡眠与进食。",
        span: 2,
      },
      { label: "诊断", children: "46 牙髓炎" },
      { label: "治疗方案", children: "根管治疗后全瓷冠修复，预计复诊三次，每次间隔一周。" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/右下后牙咬合痛一周/)).toBeVisible();
  },
};
