import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { InputNumber } from "./InputNumber";

const meta = {
  title: "Components/InputNumber",
  component: InputNumber,
  tags: ["autodocs"],
  args: { onChange: fn(), "aria-label": "数量", placeholder: "请输入数量" },
  argTypes: {
    size: { control: "inline-radio", options: ["small", "middle", "large"] },
    status: { control: "inline-radio", options: [undefined, "error", "warning"] },
    prefix: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="w-60">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InputNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §5: a keystroke that does not keep the text a number (optional minus, digits, optional decimals)
 * is reverted; on blur the text becomes a number, or empties.
 */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("spinbutton", { name: "数量" });
    await userEvent.type(input, "-1a2.5.x");
    await expect(input).toHaveValue("-12.5");
    await expect(args.onChange).toHaveBeenLastCalledWith(-12.5);
    await userEvent.clear(input);
    await userEvent.type(input, "7.");
    await userEvent.tab();
    await expect(input).toHaveValue("7");
    await userEvent.clear(input);
    await userEvent.type(input, "-");
    await userEvent.tab();
    await expect(input).toHaveValue("");
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** ArrowUp/ArrowDown step (Shift: 10×), the labelled stepper buttons too; the bounds hold. */
export const Stepping: Story = {
  args: { defaultValue: 8, min: 0, max: 10 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("spinbutton", { name: "数量" });
    await expect(input).toHaveAttribute("aria-valuenow", "8");
    await expect(input).toHaveAttribute("aria-valuemin", "0");
    await expect(input).toHaveAttribute("aria-valuemax", "10");
    input.focus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    await expect(input).toHaveValue("10");
    await expect(canvas.getByRole("button", { name: "增加" })).toBeDisabled();
    await userEvent.keyboard("{Shift>}{ArrowDown}{/Shift}");
    await expect(input).toHaveValue("0");
    await userEvent.click(canvas.getByRole("button", { name: "增加" }));
    await expect(input).toHaveValue("1");
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Money: two decimals kept on blur, and decimal steps without floating-point dust. */
export const Precision: Story = {
  args: { precision: 2, step: 0.1, defaultValue: 0.2, prefix: "¥", "aria-label": "金额" },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("spinbutton", { name: "金额" });
    await expect(input).toHaveValue("0.20");
    input.focus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("0.30");
    await userEvent.clear(input);
    await userEvent.type(input, "3.14159{Enter}");
    await expect(input).toHaveValue("3.14");
  },
};

/** Typing beyond max is allowed while typing and clamped on blur. */
export const Clamped: Story = {
  args: { min: 1, max: 99, "aria-label": "年龄" },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("spinbutton", { name: "年龄" });
    await userEvent.type(input, "150");
    await userEvent.tab();
    await expect(input).toHaveValue("99");
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <InputNumber {...args} size="small" aria-label="小号" defaultValue={1} />
      <InputNumber {...args} size="middle" aria-label="中号" defaultValue={2} />
      <InputNumber {...args} size="large" aria-label="大号" defaultValue={3} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ["小号", "中号", "大号"].map(
      (name) => canvas.getByRole("spinbutton", { name }).parentElement?.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([24, 32, 40]);
  },
};

export const Status: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <InputNumber {...args} status="error" aria-label="库存" defaultValue={-1} />
      <InputNumber {...args} status="warning" aria-label="折扣" defaultValue={0} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton", { name: "库存" })).toBeInvalid();
    await expect(canvas.getByRole("spinbutton", { name: "折扣" })).toBeValid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 5 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("spinbutton", { name: "数量" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "1");
    await expect(input).toHaveValue("5");
    await expect(canvas.queryByRole("button", { name: "增加" })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A Chinese prefix and placeholder at the control height; full-width digits typed by an input method count. */
export const LongChineseText: Story = {
  args: { prefix: "单次治疗费用（人民币）", "aria-label": "费用", placeholder: "请输入" },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("spinbutton", { name: "费用" });
    await userEvent.type(input, "１２０。５");
    await expect(input).toHaveValue("120.5");
    await expect(input.parentElement?.getBoundingClientRect().height).toBe(32);
    await userEvent.tab();
  },
};
