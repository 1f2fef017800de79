import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, screen, waitFor } from "storybook/test";
import { CopyIcon, RefreshCwIcon, TrashIcon } from "../icons";
import { ContextMenu } from "./ContextMenu";
import type { ContextMenuEntry } from "./menu-entries";

const items: ContextMenuEntry[] = [
  { key: "refresh", label: "刷新", icon: <RefreshCwIcon size={14} /> },
  { key: "copy", label: "复制链接", icon: <CopyIcon size={14} /> },
  { key: "disabled", label: "固定标签", disabled: true },
  { type: "separator" },
  { key: "delete", label: "删除", icon: <TrashIcon size={14} />, danger: true },
];

const meta = {
  title: "Components/ContextMenu",
  component: ContextMenu,
  tags: ["autodocs"],
  args: {
    items,
    onSelect: fn(),
    children: (
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the area takes focus so the menu key can open the menu
        tabIndex={0}
        className="flex h-32 w-72 items-center justify-center rounded-control border border-dashed border-border text-fg-secondary"
      >
        在此区域点击右键
      </div>
    ),
  },
  argTypes: { children: { control: false }, items: { control: false } },
  decorators: [
    (Story) => (
      <div className="min-h-[320px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContextMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right click at a fixed point so the screenshot is stable. */
async function rightClick(userEvent: { pointer: (input: object) => Promise<void> }, target: Element) {
  const box = target.getBoundingClientRect();
  await userEvent.pointer({
    keys: "[MouseRight]",
    target,
    coords: { clientX: box.left + 40, clientY: box.top + 30 },
  });
}

/**
 * Right click opens the menu at the pointer; arrows move (skipping the disabled item), Enter chooses;
 * the menu key (a `contextmenu` event on the focused area) opens it too and Escape closes it.
 */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const area = canvas.getByText("在此区域点击右键");
    await rightClick(userEvent, area);
    await screen.findByRole("menu");
    await userEvent.keyboard("{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "刷新" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "删除" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("delete");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());

    area.focus();
    fireEvent.contextMenu(area, { clientX: area.getBoundingClientRect().left + 40, clientY: 0 });
    await screen.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(area).toHaveFocus();

    await rightClick(userEvent, area);
    await screen.findByRole("menu");
  },
};

export const LongChineseText: Story = {
  args: {
    items: [
      { key: "a", label: "在新窗口中打开当前页面的打印预览" },
      { key: "b", label: "复制本页筛选条件到剪贴板" },
      { type: "separator" },
      { key: "c", label: "关闭除当前标签页以外的全部标签页", danger: true },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await rightClick(userEvent, canvas.getByText("在此区域点击右键"));
    await expect(await screen.findByRole("menu")).toHaveTextContent("关闭除当前标签页以外的全部标签页");
  },
};

/** A disabled area keeps the browser's own menu. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    fireEvent.contextMenu(canvas.getByText("在此区域点击右键"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(screen.queryByRole("menu")).toBeNull();
  },
};
