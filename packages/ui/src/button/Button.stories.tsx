import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button } from "./Button";

/** A stand-in icon: the library ships no icon set, any element works. */
function SearchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

const meta = {
  title: "Components/Button",
  component: Button,
  tags: ["autodocs"],
  args: { onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "default", "dashed", "text", "link"] },
    size: { control: "inline-radio", options: ["small", "middle", "large"] },
    htmlType: { control: "inline-radio", options: ["button", "submit", "reset"] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: "默认按钮" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "默认按钮" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = {
  args: { variant: "primary", children: "主按钮" },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "主按钮" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Danger: Story = {
  args: { danger: true, children: "删除" },
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Button {...args} variant="primary" />
      <Button {...args} variant="default" />
      <Button {...args} variant="dashed" />
      <Button {...args} variant="text" />
      <Button {...args} variant="link" />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const buttons = canvas.getAllByRole("button", { name: "删除" });
    await expect(buttons).toHaveLength(5);
    for (const button of buttons) await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(5);
  },
};

export const Dashed: Story = {
  args: { variant: "dashed", children: "虚线按钮" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "虚线按钮" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Text: Story = {
  args: { variant: "text", children: "文本按钮" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "文本按钮" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Link: Story = {
  args: { variant: "link", children: "链接按钮" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "链接按钮" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Ant Design density: 24, 32 and 40 px. */
export const Sizes: Story = {
  args: { variant: "primary", children: "按钮" },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Button {...args} size="small">
        小号
      </Button>
      <Button {...args} size="middle">
        中号
      </Button>
      <Button {...args} size="large">
        大号
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ["小号", "中号", "大号"].map(
      (name) => canvas.getByRole("button", { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([24, 32, 40]);
  },
};

export const Loading: Story = {
  args: { variant: "primary", loading: true, children: "提交" },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: /提交/ });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { variant: "primary", disabled: true, children: "不可用" },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "不可用" });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** No visible label, so `aria-label` is required (the type checker insists). */
export const IconOnly: Story = {
  args: { variant: "primary", icon: <SearchIcon />, "aria-label": "搜索" },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "搜索" });
    await expect(button.getBoundingClientRect().width).toBe(32);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Block: Story = {
  args: { variant: "primary", block: true, children: "占满一行" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "占满一行" });
    const container = button.parentElement as HTMLElement;
    await expect(button.getBoundingClientRect().width).toBe(container.getBoundingClientRect().width);
  },
};

/** A long Chinese label stays on one line at the control height, like Ant Design. */
export const LongChineseText: Story = {
  args: { variant: "primary", icon: <SearchIcon />, children: "提交审核并通知全部相关负责人" },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "提交审核并通知全部相关负责人" });
    await expect(button.getBoundingClientRect().height).toBe(32);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
