import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor } from "storybook/test";
import { Button } from "../button";
import { Drawer, type DrawerProps } from "./Drawer";

/** A page with a button that opens the drawer; it starts open when `defaultOpen` is set. */
function Demo({ defaultOpen = false, ...props }: DrawerProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开抽屉</Button>
      <Drawer
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: "Components/Drawer",
  component: Drawer,
  tags: ["autodocs"],
  args: {
    title: "主题设置",
    children: (
      <div className="space-y-2">
        <p>菜单主题：亮色</p>
        <p>导航模式：侧边菜单</p>
        <p>多页签模式：开启</p>
      </div>
    ),
    onClose: fn(),
  },
  argTypes: {
    placement: { control: "inline-radio", options: ["left", "right", "top", "bottom"] },
    children: { control: false },
    footer: { control: false },
    extra: { control: false },
  },
  render: (args) => <Demo {...args} />,
  decorators: [
    (Story) => (
      <div className="min-h-[560px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function closed() {
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}

/** Open from the start. Escape closes; the button opens it again; the close button closes and focus returns. */
export const Right: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    const drawer = await screen.findByRole("dialog", { name: "主题设置" });
    await expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth);
    await expect(drawer.getBoundingClientRect().width).toBe(378);
    await userEvent.keyboard("{Escape}");
    await closed();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    const opener = canvas.getByRole("button", { name: "打开抽屉" });
    opener.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "主题设置" });
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "关闭" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await closed();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard(" ");
    await screen.findByRole("dialog", { name: "主题设置" });
  },
};

export const Left: Story = {
  args: { defaultOpen: true, placement: "left", width: 256, title: "菜单" },
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "菜单" });
    await expect(drawer.getBoundingClientRect().left).toBe(0);
    await expect(drawer.getBoundingClientRect().width).toBe(256);
  },
};

export const Top: Story = {
  args: { defaultOpen: true, placement: "top", height: 200 },
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "主题设置" });
    await expect(drawer.getBoundingClientRect().top).toBe(0);
    await expect(drawer.getBoundingClientRect().height).toBe(200);
  },
};

export const Bottom: Story = {
  args: { defaultOpen: true, placement: "bottom", height: "40%" },
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "主题设置" });
    await expect(drawer.getBoundingClientRect().bottom).toBe(window.innerHeight);
    await expect(Math.round(drawer.getBoundingClientRect().height)).toBe(
      Math.round(window.innerHeight * 0.4),
    );
  },
};

/** Footer and extra content; a click on the mask closes unless `maskClosable={false}`. */
export const WithFooterAndExtra: Story = {
  args: {
    defaultOpen: true,
    maskClosable: false,
    extra: <Button size="small">重置</Button>,
    footer: (
      <div className="flex justify-end gap-2">
        <Button>取消</Button>
        <Button variant="primary">保存</Button>
      </div>
    ),
  },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole("dialog", { name: "主题设置" });
    const mask = drawer.previousElementSibling as HTMLElement;
    await userEvent.pointer({ keys: "[MouseLeft]", target: mask, coords: { clientX: 10, clientY: 300 } });
    await expect(screen.getByRole("dialog")).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.getByRole("button", { name: "保存" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "重置" })).toBeVisible();
  },
};

export const LongChineseText: Story = {
  args: {
    defaultOpen: true,
    title: "门店预约规则与节假日营业时间调整说明（适用于全部直营门店）",
    children: (
      <p>
        自下月起，全部门店在法定节假日期间的营业时间统一调整为上午九点至下午六点。已预约的客户如需改期，请提前二十四小时联系门店客服；逾期改期的预约将按照门店规定处理，已支付的定金将在七个工作日内原路退回。
      </p>
    ),
  },
  play: async () => {
    const drawer = await screen.findByRole("dialog", {
      name: "门店预约规则与节假日营业时间调整说明（适用于全部直营门店）",
    });
    await expect(drawer.getBoundingClientRect().width).toBe(378);
  },
};
