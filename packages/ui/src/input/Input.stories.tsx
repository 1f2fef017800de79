import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { SearchIcon, UserIcon } from "../icons";
import { Input } from "./Input";

const meta = {
  title: "Components/Input",
  component: Input,
  tags: ["autodocs"],
  args: { onChange: fn(), "aria-label": "用户名", placeholder: "请输入用户名" },
  argTypes: {
    size: { control: "inline-radio", options: ["small", "middle", "large"] },
    status: { control: "inline-radio", options: [undefined, "error", "warning"] },
    prefix: { control: false },
    suffix: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "用户名" });
    await userEvent.type(input, "张三");
    await expect(input).toHaveValue("张三");
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(input.parentElement?.getBoundingClientRect().height).toBe(32);
  },
};

/** A visible label names the input through `htmlFor`/`id`, as a form field does. */
export const WithLabel: Story = {
  args: { id: "story-input-name", "aria-label": undefined },
  render: (args) => (
    <div className="flex flex-col gap-2 font-sans text-control text-fg">
      <label htmlFor="story-input-name">真实姓名</label>
      <Input {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("真实姓名"));
    await expect(canvas.getByRole("textbox", { name: "真实姓名" })).toHaveFocus();
  },
};

/** Ant Design density: 24, 32 and 40 px. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Input {...args} size="small" aria-label="小号" />
      <Input {...args} size="middle" aria-label="中号" />
      <Input {...args} size="large" aria-label="大号" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ["小号", "中号", "大号"].map(
      (name) => canvas.getByRole("textbox", { name }).parentElement?.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([24, 32, 40]);
  },
};

/**
 * The clear button shows while there is text; it is labelled (清除) but out of the tab order, so the
 * field stays one Tab stop. Escape does not clear: it is left to close the dialog or popup around.
 */
export const Clearable: Story = {
  args: { allowClear: true, defaultValue: "牙科门店" },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "用户名" });
    input.focus();
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("牙科门店");
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const PrefixAndSuffix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Input {...args} prefix={<UserIcon className="size-3.5" />} aria-label="账号" />
      <Input {...args} prefix="¥" suffix="元" aria-label="金额" placeholder="0.00" />
      <Input
        {...args}
        suffix={<SearchIcon className="size-3.5" />}
        aria-label="搜索"
        placeholder="搜索菜单"
        allowClear
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("元"));
    await expect(canvas.getByRole("textbox", { name: "金额" })).toHaveFocus();
    await userEvent.keyboard("88");
    await expect(canvas.getByRole("textbox", { name: "金额" })).toHaveValue("88");
  },
};

/** `12 / 100`: characters as people count them (a Chinese character or an emoji is one). */
export const Count: Story = {
  args: { showCount: true, maxLength: 10, "aria-label": "备注", placeholder: "最多 10 个字" },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "备注" });
    await expect(canvas.getByText("0 / 10")).toBeVisible();
    await userEvent.type(input, "请在下午三点前到店复诊谢谢");
    await expect(input).toHaveValue("请在下午三点前到店复");
    await expect(canvas.getByText("10 / 10")).toBeVisible();
    await expect(input).toHaveAccessibleDescription("10 / 10");
  },
};

export const Status: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Input {...args} status="error" aria-label="手机号" defaultValue="1380013" />
      <Input {...args} status="warning" aria-label="邮箱" defaultValue="name@example" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "手机号" })).toBeInvalid();
    await expect(canvas.getByRole("textbox", { name: "邮箱" })).toBeValid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "不可编辑", allowClear: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "用户名" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("不可编辑");
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("button", { name: "清除" })).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: "只读内容", allowClear: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "用户名" });
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("只读内容");
    await expect(canvas.queryByRole("button", { name: "清除" })).toBeNull();
  },
};

/** A long Chinese value scrolls inside the field at the control height; the count stays visible. */
export const LongChineseText: Story = {
  args: {
    "aria-label": "地址",
    defaultValue: "广东省深圳市南山区科技园南区高新南七道数字技术园二期三楼口腔门诊部",
    showCount: true,
    maxLength: 100,
    allowClear: true,
    prefix: "地址",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: /地址/ });
    await expect(input.parentElement?.getBoundingClientRect().height).toBe(32);
    await expect(canvas.getByText("33 / 100")).toBeVisible();
  },
};
