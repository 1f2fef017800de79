import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { Button } from "../button";
import { CopyIcon, DownloadIcon, PencilIcon, TrashIcon } from "../icons";
import { DropdownMenu } from "./DropdownMenu";
import type { DropdownMenuEntry } from "./menu-entries";

const items: DropdownMenuEntry[] = [
  { key: "edit", label: "编辑", icon: <PencilIcon size={14} />, extra: "Ctrl+E" },
  { key: "copy", label: "复制", icon: <CopyIcon size={14} /> },
  { key: "export", label: "导出", icon: <DownloadIcon size={14} />, disabled: true },
  { type: "separator" },
  { key: "delete", label: "删除", icon: <TrashIcon size={14} />, danger: true },
];

const meta = {
  title: "Components/DropdownMenu",
  component: DropdownMenu,
  tags: ["autodocs"],
  args: { items, children: <Button>操作</Button>, onSelect: fn(), onOpenChange: fn() },
  argTypes: { children: { control: false }, items: { control: false } },
  decorators: [
    (Story) => (
      <div className="min-h-[260px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Open from the start. Escape closes and returns focus to the trigger; Enter opens it again with the
 * first item focused, arrows skip the disabled item, Enter chooses.
 */
export const Default: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    await screen.findByRole("menu", { name: "操作" });
    await expect(screen.getByRole("menuitem", { name: /导出/ })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    const trigger = canvas.getByRole("button", { name: "操作" });
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: /编辑/ })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "删除" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("delete");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("menu", { name: "操作" });
  },
};

/** Clicking chooses; a disabled item cannot be chosen. */
export const Click: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "操作" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /导出/ }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("menuitem", { name: /复制/ }));
    await expect(args.onSelect).toHaveBeenCalledWith("copy");
  },
};

/** Groups with headings and a submenu (ArrowRight opens it, ArrowLeft closes it). */
export const GroupsAndSubmenu: Story = {
  args: {
    defaultOpen: true,
    items: [
      {
        type: "group",
        key: "view",
        label: "视图",
        children: [
          { key: "list", label: "列表" },
          { key: "card", label: "卡片" },
        ],
      },
      { type: "separator" },
      {
        key: "more",
        label: "更多",
        children: [
          { key: "print", label: "打印" },
          { key: "share", label: "分享" },
        ],
      },
    ],
  },
  play: async ({ args, userEvent }) => {
    await screen.findByRole("menu", { name: "操作" });
    await screen.findByText("视图");
    const more = screen.getByRole("menuitem", { name: "更多" });
    await expect(more).toHaveAttribute("aria-haspopup", "menu");
    more.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "打印" })).toHaveFocus());
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(more).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "打印" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("share");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    // Reopen from the keyboard and leave the submenu open for the screenshot.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "列表" })).toHaveFocus());
    await userEvent.keyboard("{End}{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "打印" })).toHaveFocus());
  },
};

export const LongChineseText: Story = {
  args: {
    defaultOpen: true,
    items: [
      { key: "a", label: "导出本月全部门店的预约与收款明细" },
      { key: "b", label: "批量发送复诊提醒短信给未到店客户" },
      { type: "separator" },
      { key: "c", label: "永久删除所选记录（不可恢复）", danger: true },
    ],
  },
  play: async () => {
    const menu = await screen.findByRole("menu", { name: "操作" });
    await expect(menu).toHaveTextContent("导出本月全部门店的预约与收款明细");
  },
};

/** A disabled trigger opens nothing. */
export const Disabled: Story = {
  args: { disabled: true, children: <Button disabled>操作</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "操作" }));
    await expect(screen.queryByRole("menu")).toBeNull();
  },
};
