import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { DataTable } from "./DataTable";
import type { DataTableColumn, Sorter } from "./data-table-types";
import { type UserRow, users } from "./story-data";

const columns: DataTableColumn<UserRow>[] = [
  { title: "用户账号", dataIndex: "username", width: 120, sorter: true },
  { title: "用户姓名", dataIndex: "realname", width: 120 },
  { title: "性别", dataIndex: "sex", width: 80, align: "center" },
  { title: "手机号码", dataIndex: "phone", width: 140 },
  { title: "部门", dataIndex: "orgCodeTxt", width: 220, ellipsis: true },
  { title: "创建时间", dataIndex: "createTime", width: 180, sorter: true },
];

const TOTAL = 45;

/** A list page: the server's page of users for the current page, size and sort. */
function ListPage({
  onSortChange,
  onSelect,
  onEdit,
  onDelete,
}: {
  onSortChange: (sorter: Sorter) => void;
  onSelect: (keys: string[], rows: UserRow[]) => void;
  onEdit: (row: UserRow) => void;
  onDelete: (row: UserRow) => void;
}) {
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const [keys, setKeys] = useState<string[]>([]);
  const rows = users(
    Math.min(page.pageSize, TOTAL - (page.current - 1) * page.pageSize),
    (page.current - 1) * page.pageSize,
  );
  return (
    <DataTable<UserRow>
      columns={columns}
      dataSource={rows}
      onSortChange={onSortChange}
      rowSelection={{
        selectedRowKeys: keys,
        onChange: (next, selected) => {
          setKeys(next);
          onSelect(next, selected);
        },
        getCheckboxProps: (row) => ({ disabled: row.status === 2 }),
      }}
      actions={{ onEdit, onDelete, more: () => [{ key: "detail", label: "详情" }] }}
      pagination={{
        total: TOTAL,
        current: page.current,
        pageSize: page.pageSize,
        onChange: (current, pageSize) => setPage({ current, pageSize }),
      }}
    />
  );
}

const meta = {
  title: "Data/DataTable",
  component: ListPage,
  args: { onSortChange: fn(), onSelect: fn(), onEdit: fn(), onDelete: fn() },
  parameters: { layout: "padded" },
} satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A JeecgBoot list: dictionary text (性别 shows `sex_dictText`), ellipsis (部门, 25 wide), server-side sort
 * reporting `column` / `order` (asc, desc, then back to createTime desc), selection kept across pages with
 * disabled rows skipped by check-all, and `a-b 共 n 条` pagination.
 */
export const ListPageTable: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const grid = canvas.getByRole("grid", { name: "数据表格" });
    await expect(grid).toHaveAttribute("aria-rowcount", String(TOTAL + 1));
    await expect(within(grid).getAllByRole("gridcell", { name: "男" }).length).toBeGreaterThan(0);
    await expect(canvas.getByText("1-10 共 45 条")).toBeVisible();

    const account = canvas.getByRole("columnheader", { name: /用户账号/ });
    await expect(account).toHaveAttribute("aria-sort", "none");
    await userEvent.click(within(account).getByRole("button"));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: "username", order: "asc" });
    await expect(account).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(within(account).getByRole("button"));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: "username", order: "desc" });
    await userEvent.click(within(account).getByRole("button"));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: "createTime", order: "desc" });

    // Check-all skips the disabled row (user5: status 2).
    await userEvent.click(canvas.getByRole("checkbox", { name: "全选" }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      ["u1", "u2", "u3", "u4", "u6", "u7", "u8", "u9"],
      expect.any(Array),
    );
    await userEvent.click(canvas.getByRole("button", { name: "第 2 页" }));
    await expect(canvas.getByText("11-20 共 45 条")).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "全选" })).toHaveAttribute("aria-checked", "false");
    const row11 = canvas.getByRole("row", { name: /user11\b/ });
    await userEvent.click(within(row11).getByRole("checkbox"));
    const [keys, rows] = (args.onSelect as ReturnType<typeof fn>).mock.lastCall as [string[], UserRow[]];
    await expect(keys).toEqual(["u1", "u2", "u3", "u4", "u6", "u7", "u8", "u9", "u11"]);
    await expect(rows.map((row) => row.username)).toContain("user1");
  },
};

/** WAI-ARIA grid keys: one tab stop, arrows, Home / End, Ctrl+End; Space presses the cell's control. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const first = canvas.getByRole("checkbox", { name: "全选" }).closest("[role=columnheader]");
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const row1 = canvas.getByRole("row", { name: /user1\b/ });
    await expect(within(row1).getAllByRole("gridcell")[0]).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onSelect).toHaveBeenLastCalledWith(["u1"], expect.any(Array));
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(within(row1).getAllByRole("gridcell")[2]).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(within(row1).getAllByRole("gridcell").at(-1)).toHaveFocus();
    await userEvent.keyboard("{Control>}{End}{/Control}");
    const row10 = canvas.getByRole("row", { name: /user10\b/ });
    await expect(within(row10).getAllByRole("gridcell").at(-1)).toHaveFocus();
    await userEvent.keyboard("{Control>}{Home}{/Control}");
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("grid")).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** 编辑 calls back; 更多 ▾ holds the page's entries and 删除, which asks 确定删除吗? first. */
export const RowActions: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const row2 = canvas.getByRole("row", { name: /user2\b/ });
    await userEvent.click(within(row2).getByRole("button", { name: "编辑" }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: "u2" }));
    await userEvent.click(within(row2).getByRole("button", { name: "更多" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "删除" }));
    const confirm = await screen.findByRole("alertdialog", { name: "确定删除吗?" });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole("button", { name: "确定" }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: "u2" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  },
};

/** Copies like a Ctrl+C (Cmd+C) on `cell` and returns what went on the clipboard. */
function copyFrom(cell: HTMLElement): string {
  const clipboard = new DataTransfer();
  cell.dispatchEvent(
    new ClipboardEvent("copy", { clipboardData: clipboard, bubbles: true, cancelable: true }),
  );
  return clipboard.getData("text/plain");
}

/**
 * Shift+arrows and Shift+click draw a cell range (its cells selected); Ctrl+C copies it as tab-separated
 * text for Excel: the text the cells show (性别 as 男 / 女, not 1 / 2; 部门 in full, not its ellipsis).
 */
export const CopyRange: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    const cells = (name: RegExp) => within(canvas.getByRole("row", { name })).getAllByRole("gridcell");
    const name1 = cells(/user1\b/)[2] as HTMLElement;
    await userEvent.click(name1);
    await expect(name1).toHaveFocus();
    // One cell copies alone.
    await expect(copyFrom(name1)).toBe("李小明1");
    await userEvent.keyboard("{Shift>}{ArrowRight}{ArrowDown}{/Shift}");
    const selected = within(grid).getAllByRole("gridcell", { selected: true });
    await expect(selected.map((cell) => cell.textContent)).toEqual(["李小明1", "男", "张晓红2", "女"]);
    await expect(copyFrom(name1)).toBe("李小明1\t男\n张晓红2\t女");

    await userEvent.keyboard("{Shift>}");
    await userEvent.click(cells(/user3\b/)[5] as HTMLElement);
    await userEvent.keyboard("{/Shift}");
    await expect(within(grid).getAllByRole("gridcell", { selected: true })).toHaveLength(12);
    await expect(copyFrom(name1)).toBe(
      [
        "李小明1\t男\t13812340001\t上海分公司/市场部",
        "张晓红2\t女\t13812340002\t深圳口腔诊所/护理部门诊护理组第一小组",
        "刘小明3\t男\t13812340003\t研发中心",
      ].join("\n"),
    );
    // The selection column in a range copies nothing of its own.
    await userEvent.keyboard("{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}");
    await expect(within(grid).getAllByRole("gridcell", { selected: true })).toHaveLength(9);
    await expect(copyFrom(name1)).toBe("user1\t李小明1\nuser2\t张晓红2\nuser3\t刘小明3");
  },
};
