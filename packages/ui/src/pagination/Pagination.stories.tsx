import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { Pagination } from "./Pagination";

const meta = {
  title: "Display/Pagination",
  component: Pagination,
  tags: ["autodocs"],
  args: { total: 85, onChange: fn(), onShowSizeChange: fn() },
  argTypes: { size: { control: "inline-radio", options: ["default", "small"] } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9 defaults: page 1, 10 per page (10/20/30), total text, size changer and quick jumper. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("navigation", { name: "分页" })).toBeVisible();
    await expect(canvas.getByText("1-10 共 85 条")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "第 1 页" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "第 3 页" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3, 10);
    await expect(canvas.getByText("21-30 共 85 条")).toBeVisible();
  },
};

/** Many pages: a window of 5 with … that jump 5 pages; everything works from the keyboard. */
export const ManyPages: Story = {
  args: { total: 500, defaultCurrent: 25 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText("241-250 共 500 条")).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "上一页" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(24, 10);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "第 1 页" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "向前 5 页" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(19, 10);
    await userEvent.click(canvas.getByRole("button", { name: "向后 5 页" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(24, 10);
    await userEvent.click(canvas.getByRole("button", { name: "第 50 页" }));
    await expect(canvas.getByRole("button", { name: "下一页" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "第 48 页" }));
  },
};

/** Changing 10 → 30 per page keeps the page within the new page count. */
export const SizeChanger: Story = {
  args: { total: 45, defaultCurrent: 5 },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole("combobox", { name: "每页条数" });
    await userEvent.selectOptions(select, "30 条/页");
    await expect(args.onShowSizeChange).toHaveBeenCalledWith(2, 30);
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 30);
    await expect(canvas.getByText("31-45 共 45 条")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "第 2 页" }));
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

/** 跳至 __ 页: Enter goes to the page typed, clamped to the last page; text that is not a number is ignored. */
export const QuickJumper: Story = {
  args: { total: 95 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "跳转到的页码" });
    await userEvent.type(input, "4{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(4, 10);
    await expect(input).toHaveValue("");
    await userEvent.type(input, "999{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(10, 10);
    await userEvent.type(input, "abc{Enter}");
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole("button", { name: "第 10 页" })).toHaveAttribute("aria-current", "page");
  },
};

/** The caller keeps the page (e.g. in the list page's query state). */
export const Controlled: Story = {
  render: (args) => {
    const [page, setPage] = useState(2);
    const [size, setSize] = useState(20);
    return (
      <div className="flex flex-col gap-3 text-control text-fg">
        <Pagination
          {...args}
          total={200}
          current={page}
          pageSize={size}
          onChange={(next, nextSize) => {
            setPage(next);
            setSize(nextSize);
            args.onChange?.(next, nextSize);
          }}
        />
        <output>
          第 {page} 页，每页 {size} 条
        </output>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "下一页" }));
    await expect(canvas.getByText("第 3 页，每页 20 条")).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: "small", total: 300, defaultCurrent: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "第 6 页" }).getBoundingClientRect().height).toBe(24);
  },
};

export const Disabled: Story = {
  args: { disabled: true, total: 300, defaultCurrent: 6 },
  play: async ({ args, canvas, userEvent }) => {
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
    await expect(canvas.getByRole("combobox")).toBeDisabled();
    await expect(canvas.getByRole("textbox")).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "第 7 页" }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** No data: 0-0 共 0 条 and nothing to move to. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("0-0 共 0 条")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "上一页" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "下一页" })).toBeDisabled();
  },
};

/** A custom total text wraps onto its own line when space runs out. */
export const LongChineseText: Story = {
  args: {
    total: 1234,
    showTotal: (total, [start, end]) =>
      `当前显示第 ${start} 至 ${end} 条预约记录，全部门店合计共有 ${total} 条`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("当前显示第 1 至 10 条预约记录，全部门店合计共有 1234 条")).toBeVisible();
  },
};
