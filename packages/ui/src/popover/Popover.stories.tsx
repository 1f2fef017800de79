import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { Button } from "../button";
import { Popover, PopoverClose, PopoverContent, PopoverRoot, PopoverTrigger } from "./index";

const meta = {
  title: "Components/Popover",
  component: Popover,
  tags: ["autodocs"],
  args: {
    title: "门店信息",
    content: (
      <div className="space-y-1">
        <p>营业时间：09:00 - 21:00</p>
        <p>联系电话：0571-88888888</p>
      </div>
    ),
    children: <Button>查看门店</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    placement: {
      control: "select",
      options: ["top", "top-start", "bottom", "bottom-start", "bottom-end", "left", "right"],
    },
    children: { control: false },
    content: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-[260px] items-start justify-center pt-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open from the start; Escape closes and focus goes back to the trigger; Enter opens it again. */
export const Default: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await screen.findByRole("dialog", { name: "门店信息" });
    await expect(dialog).toHaveTextContent("营业时间：09:00 - 21:00");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const trigger = canvas.getByRole("button", { name: "查看门店" });
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "门店信息" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  },
};

/** A click outside closes it; a click on the trigger toggles it. */
export const ClickToToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "查看门店" });
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "门店信息" });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "门店信息" });
  },
};

/** Without a title the popup is named by `aria-label`. */
export const WithoutTitle: Story = {
  args: { title: undefined, "aria-label": "门店信息", defaultOpen: true, placement: "right" },
  play: async () => {
    await screen.findByRole("dialog", { name: "门店信息" });
  },
};

export const LongChineseText: Story = {
  args: {
    defaultOpen: true,
    title: "关于预约改期与退款规则的特别说明",
    content: (
      <p className="max-w-[280px]">
        预约时间前二十四小时内改期需要联系门店客服人工处理，已支付的定金将在七个工作日内原路退回，节假日顺延。
      </p>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "关于预约改期与退款规则的特别说明" });
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(340);
  },
};

/** Composed from the parts, with interactive content and a close button; focus moves to its first control on open. */
export const Composed: Story = {
  render: () => (
    <PopoverRoot defaultOpen>
      <PopoverTrigger asChild>
        <Button>筛选</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="筛选条件" align="start" className="w-64">
        <label className="flex items-center gap-2">
          <input type="checkbox" defaultChecked /> 仅看待处理
        </label>
        <div className="mt-3 flex justify-end">
          <PopoverClose asChild>
            <Button size="small" variant="primary">
              完成
            </Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </PopoverRoot>
  ),
  play: async ({ canvas, userEvent }) => {
    await screen.findByRole("dialog", { name: "筛选条件" });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "仅看待处理" })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "完成" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "筛选" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await screen.findByRole("dialog", { name: "筛选条件" });
  },
};

/** A disabled trigger does not open anything. */
export const Disabled: Story = {
  args: { children: <Button disabled>查看门店</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "查看门店" }));
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};
