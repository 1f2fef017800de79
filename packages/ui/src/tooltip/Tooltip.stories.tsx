import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor } from "storybook/test";
import { Button } from "../button";
import { Tooltip } from "./Tooltip";

const meta = {
  title: "Components/Tooltip",
  component: Tooltip,
  tags: ["autodocs"],
  args: { title: "提示文字", children: <Button>悬停或聚焦</Button> },
  argTypes: {
    placement: {
      control: "select",
      options: ["top", "top-start", "top-end", "bottom", "bottom-start", "bottom-end", "left", "right"],
    },
    children: { control: false },
  },
  // Room around the trigger so the open tip stays inside the screenshot.
  decorators: [
    (Story) => (
      <div className="flex min-h-[200px] items-center justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tip's text, once Radix has rendered it (its accessible copy has role `tooltip`). */
async function findTip(name: string) {
  return screen.findByRole("tooltip", { name });
}

/** Open from the start; Escape hides it, keyboard focus shows it again and names the trigger's description. */
export const Default: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    await findTip("提示文字");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    await userEvent.tab();
    const trigger = canvas.getByRole("button", { name: "悬停或聚焦" });
    await expect(trigger).toHaveFocus();
    await findTip("提示文字");
    await expect(trigger).toHaveAccessibleDescription("提示文字");
  },
};

/** The pointer must rest `delay` ms before the tip shows; leaving hides it. */
export const HoverDelay: Story = {
  args: { title: "延迟 300 毫秒显示", delay: 300 },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "悬停或聚焦" });
    await userEvent.hover(trigger);
    await expect(screen.queryByRole("tooltip")).toBeNull();
    await findTip("延迟 300 毫秒显示");
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    await userEvent.hover(trigger);
    await findTip("延迟 300 毫秒显示");
  },
};

export const Placements: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-x-40 gap-y-16">
      <Tooltip title="上方" placement="top" defaultOpen>
        <Button>top</Button>
      </Tooltip>
      <Tooltip title="右侧" placement="right" defaultOpen>
        <Button>right</Button>
      </Tooltip>
      <Tooltip title="左侧" placement="left" defaultOpen>
        <Button>left</Button>
      </Tooltip>
      <Tooltip title="下方" placement="bottom" defaultOpen>
        <Button>bottom</Button>
      </Tooltip>
    </div>
  ),
  play: async () => {
    for (const name of ["上方", "右侧", "左侧", "下方"]) await findTip(name);
  },
};

/** Long Chinese text wraps at 250 px instead of running off the screen. */
export const LongChineseText: Story = {
  args: {
    defaultOpen: true,
    title: "该订单已提交至财务部门审核，审核通过后将自动通知门店负责人与客户，请勿重复提交。",
  },
  play: async () => {
    await findTip("该订单已提交至财务部门审核，审核通过后将自动通知门店负责人与客户，请勿重复提交。");
    const bubble = document.querySelector<HTMLElement>("[data-radix-popper-content-wrapper] > *");
    await expect(bubble?.getBoundingClientRect().width).toBeLessThanOrEqual(250);
  },
};

/** A disabled button gets no pointer events: wrap it in a focusable span to keep the tip. */
export const DisabledTrigger: Story = {
  args: {
    title: "没有权限",
    children: (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the wrapper must take focus for the tip
      <span tabIndex={0} className="inline-block rounded-control">
        <Button disabled className="pointer-events-none">
          删除
        </Button>
      </span>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "删除" }).parentElement).toHaveFocus();
    await findTip("没有权限");
  },
};

/** No title: the child renders alone and nothing opens. */
export const Empty: Story = {
  args: { title: "" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole("button"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(screen.queryByRole("tooltip")).toBeNull();
  },
};
