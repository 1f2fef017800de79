import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Textarea } from "./Textarea";

const meta = {
  title: "Components/Textarea",
  component: Textarea,
  tags: ["autodocs"],
  args: { onChange: fn(), "aria-label": "备注", placeholder: "请输入备注" },
  argTypes: {
    size: { control: "inline-radio", options: ["small", "middle", "large"] },
    status: { control: "inline-radio", options: [undefined, "error", "warning"] },
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole("textbox", { name: "备注" });
    await userEvent.type(textarea, "第一行{Enter}第二行");
    await expect(textarea).toHaveValue("第一行\n第二行");
    await expect(args.onChange).toHaveBeenCalled();
    // Two rows of 22px plus 4px padding above and below, plus the border.
    await expect(textarea.parentElement?.getBoundingClientRect().height).toBe(54);
  },
};

/** Grows line by line from 2 to 4 rows, then scrolls. */
export const AutoSize: Story = {
  args: { autoSize: { minRows: 2, maxRows: 4 } },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole("textbox", { name: "备注" });
    await expect(textarea.getBoundingClientRect().height).toBe(44);
    await userEvent.type(textarea, "一{Enter}二{Enter}三");
    await expect(textarea.getBoundingClientRect().height).toBe(66);
    await userEvent.type(textarea, "{Enter}四{Enter}五{Enter}六");
    await expect(textarea.getBoundingClientRect().height).toBe(88);
    await expect(getComputedStyle(textarea).overflowY).toBe("auto");
    await userEvent.clear(textarea);
    await expect(textarea.getBoundingClientRect().height).toBe(44);
  },
};

export const CountAndClear: Story = {
  args: { showCount: true, maxLength: 100, allowClear: true, defaultValue: "术后注意事项" },
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole("textbox", { name: "备注" });
    await expect(canvas.getByText("6 / 100")).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription("6 / 100");
    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await expect(textarea).toHaveValue("");
    await expect(textarea).toHaveFocus();
    await expect(canvas.getByText("0 / 100")).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Status: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Textarea {...args} status="error" aria-label="病史" defaultValue="过敏史未填写" />
      <Textarea {...args} status="warning" aria-label="医嘱" defaultValue="请核对用药剂量" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "病史" })).toBeInvalid();
    await expect(canvas.getByRole("textbox", { name: "医嘱" })).toBeValid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "已归档，不可编辑", allowClear: true, showCount: true },
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole("textbox", { name: "备注" });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, "x");
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("button", { name: "清除" })).toBeNull();
  },
};

/** Chinese wraps at any character; the auto-sized box follows, the count sits under it. */
export const LongChineseText: Story = {
  args: {
    autoSize: { minRows: 2, maxRows: 6 },
    showCount: true,
    maxLength: 200,
    defaultValue:
      "患者主诉左下后牙咬合疼痛一周，冷热刺激加重。检查见左下第一磨牙远中邻面深龋，探诊敏感，叩诊阴性。建议行根管治疗后全冠修复，并预约两周后复诊。",
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "备注" });
    const height = textarea.getBoundingClientRect().height;
    await expect(height).toBeGreaterThan(44);
    await expect(height % 22).toBe(0);
    await expect(canvas.getByText("70 / 200")).toBeVisible();
  },
};
