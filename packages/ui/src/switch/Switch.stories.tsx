import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { Switch, type SwitchProps } from "./Switch";

const meta = {
  title: "Components/Switch",
  component: Switch,
  tags: ["autodocs"],
  args: { onChange: fn(), "aria-label": "启用" },
  argTypes: { size: { control: "inline-radio", options: ["small", "middle"] } },
} satisfies Meta<SwitchProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stores `Y`/`N` (spec §9); Space and Enter toggle. */
export const Default: Story = {
  render: (args) => {
    const [value, setValue] = useState("N");
    return (
      <div className="flex items-center gap-3 font-sans text-control text-fg">
        <Switch<string>
          {...(args as SwitchProps<string>)}
          value={value}
          onChange={(next, checked) => {
            setValue(next);
            args.onChange?.(next, checked);
          }}
        />
        <output>值：{value}</output>
      </div>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "启用" });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole("status")).toHaveTextContent("值：Y");
    await expect(args.onChange).toHaveBeenLastCalledWith("Y", true);
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("status")).toHaveTextContent("值：N");
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toBeChecked();
  },
};

/** Named by a visible label through `htmlFor`, with 开/关 in the track (decorative). */
export const WithLabels: Story = {
  args: {
    "aria-label": undefined,
    id: "story-switch-notify",
    checkedLabel: "开",
    uncheckedLabel: "关",
    defaultValue: "Y",
  },
  render: (args) => (
    <div className="flex items-center gap-3 font-sans text-control text-fg">
      <label htmlFor="story-switch-notify">短信通知</label>
      <Switch {...args} />
      <Switch aria-label="自动续约" checkedLabel="开" uncheckedLabel="关" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "短信通知" });
    await expect(toggle).toHaveTextContent("开");
    await userEvent.click(canvas.getByText("短信通知"));
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveTextContent("关");
  },
};

/** Another pair of stored values, e.g. 1/0. */
export const CustomValues: Story = {
  args: { checkedValue: "1", uncheckedValue: "0", defaultValue: "1" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("switch"));
    await expect(args.onChange).toHaveBeenCalledWith("0", false);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} size="small" aria-label="小号" defaultValue="Y" />
      <Switch {...args} size="middle" aria-label="默认" defaultValue="Y" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "小号" }).getBoundingClientRect().height).toBe(16);
    await expect(canvas.getByRole("switch", { name: "默认" }).getBoundingClientRect().height).toBe(22);
  },
};

export const Loading: Story = {
  args: { loading: true, defaultValue: "Y" },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "启用" });
    await expect(toggle).toHaveAttribute("aria-busy", "true");
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} disabled aria-label="关闭且禁用" />
      <Switch {...args} disabled aria-label="开启且禁用" defaultValue="Y" checkedLabel="开" />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "关闭且禁用" }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Longer Chinese labels in the track: the switch widens, the thumb still travels the whole width. */
export const LongChineseText: Story = {
  args: { checkedLabel: "已启用", uncheckedLabel: "已停用", defaultValue: "Y" },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "启用" });
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThan(44);
    await userEvent.click(toggle);
    await expect(toggle).toHaveTextContent("已停用");
  },
};
