import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { Checkbox } from "./Checkbox";
import { CheckboxGroup } from "./CheckboxGroup";

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: { onChange: fn(), children: "记住密码" },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the box or the label; Space toggles from the keyboard. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("checkbox", { name: "记住密码" });
    await userEvent.click(canvas.getByText("记住密码"));
    await expect(box).toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, children: "我已阅读并同意服务协议" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "我已阅读并同意服务协议" })).toBeChecked();
  },
};

const teeth = [
  { value: "clean", label: "洁牙" },
  { value: "fill", label: "补牙" },
  { value: "root", label: "根管治疗" },
];

/** "Check all": indeterminate while some are ticked (`aria-checked="mixed"`). */
export const Indeterminate: Story = {
  render: () => {
    const [value, setValue] = useState<string[]>(["fill"]);
    const all = value.length === teeth.length;
    return (
      <div className="flex flex-col gap-3">
        <Checkbox
          checked={all}
          indeterminate={value.length > 0 && !all}
          onChange={(checked) => setValue(checked ? teeth.map((t) => t.value) : [])}
        >
          全选
        </Checkbox>
        <CheckboxGroup aria-label="治疗项目" options={teeth} value={value} onChange={setValue} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole("checkbox", { name: "全选" });
    await expect(all).toHaveAttribute("aria-checked", "mixed");
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "洁牙" }));
    await expect(all).toHaveAttribute("aria-checked", "mixed");
  },
};

/** A group keeps one `string[]` (in the options' order); min/max messages come from @kanya/core's rule. */
export const Group: Story = {
  render: (args) => (
    <CheckboxGroup
      aria-label="治疗项目"
      options={[...teeth, { value: "implant", label: "种植牙", disabled: true }]}
      defaultValue={["root"]}
      onChange={args.onChange as (value: string[]) => void}
    />
  ),
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("group", { name: "治疗项目" })).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "洁牙" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["clean", "root"]);
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "补牙" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(["clean", "fill", "root"]);
    await userEvent.click(canvas.getByText("种植牙"));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox disabled onChange={args.onChange}>
        不可用
      </Checkbox>
      <Checkbox disabled defaultChecked>
        已选不可用
      </Checkbox>
      <Checkbox disabled indeterminate>
        部分选中不可用
      </Checkbox>
      <CheckboxGroup aria-label="禁用的组" options={teeth} defaultValue={["clean"]} disabled />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("不可用"));
    await expect(args.onChange).not.toHaveBeenCalled();
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toBeDisabled();
  },
};

/** A long Chinese label wraps under itself; the box stays with the first line. */
export const LongChineseText: Story = {
  args: {
    children:
      "我已阅读并同意《用户服务协议》《隐私政策》及《口腔诊疗知情同意书》，并授权门店在诊疗期间通过短信通知复诊时间",
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox");
    const label = box.parentElement as HTMLElement;
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(44);
    await expect(box.getBoundingClientRect().top - label.getBoundingClientRect().top).toBe(3);
  },
};
