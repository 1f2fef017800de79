import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { Radio } from "./Radio";
import { RadioGroup } from "./RadioGroup";

const priorities = [
  { value: "L", label: "一般" },
  { value: "M", label: "重要" },
  { value: "H", label: "紧急" },
];

const meta = {
  title: "Components/RadioGroup",
  component: RadioGroup,
  tags: ["autodocs"],
  args: { options: priorities, "aria-label": "优先级", onChange: fn() },
  argTypes: {
    optionType: { control: "inline-radio", options: ["default", "button"] },
    buttonStyle: { control: "inline-radio", options: ["outline", "solid"] },
    size: { control: "inline-radio", options: ["small", "middle", "large"] },
    options: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One Tab stop; the arrow keys move and choose. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("一般"));
    await expect(args.onChange).toHaveBeenLastCalledWith("L");
    const general = canvas.getByRole("radio", { name: "一般" });
    await expect(general).toHaveFocus();
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "重要" })).toBeChecked());
    await userEvent.keyboard("{/ArrowRight}");
    await expect(args.onChange).toHaveBeenLastCalledWith("M");
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "重要" })).not.toHaveFocus();
  },
};

export const WithChildren: Story = {
  args: { options: undefined, "aria-label": "性别", defaultValue: "2" },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="1">男</Radio>
      <Radio value="2">女</Radio>
      <Radio value="0" disabled>
        未知
      </Radio>
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "女" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "未知" })).toBeDisabled();
  },
};

/** Segmented buttons (outline and solid) at the three control heights; still radios. */
export const Buttons: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <RadioGroup {...args} optionType="button" size="small" aria-label="小号" defaultValue="L" />
      <RadioGroup {...args} optionType="button" aria-label="中号" defaultValue="M" />
      <RadioGroup {...args} optionType="button" size="large" aria-label="大号" defaultValue="H" />
      <RadioGroup {...args} optionType="button" buttonStyle="solid" aria-label="实心" defaultValue="M" />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const heights = ["小号", "中号", "大号"].map(
      (name) => canvas.getByRole("radiogroup", { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([24, 32, 40]);
    const solid = canvas.getByRole("radiogroup", { name: "实心" });
    const urgent = [...solid.querySelectorAll('[role="radio"]')].find((el) => el.textContent === "紧急");
    await userEvent.click(urgent as HTMLElement);
    await expect(urgent).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("H");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "M" },
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <RadioGroup {...args} />
      <RadioGroup {...args} optionType="button" aria-label="按钮禁用" />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByText("紧急")[0] as HTMLElement);
    await expect(args.onChange).not.toHaveBeenCalled();
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

/** Long Chinese labels, one per line. */
export const LongChineseText: Story = {
  args: {
    direction: "vertical",
    "aria-label": "预约方式",
    options: [
      { value: "store", label: "到店预约：请提前一天致电门店前台确认医生排班及治疗椅位" },
      { value: "online", label: "线上预约：通过小程序选择门店、医生与时间段，提交后等待短信确认" },
    ],
    defaultValue: "online",
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: /线上预约/ })).toBeChecked();
  },
};
