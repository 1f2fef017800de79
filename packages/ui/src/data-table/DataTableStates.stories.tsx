import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { DataTable } from "./DataTable";
import type { DataTableColumn } from "./data-table-types";
import { type UserRow, users } from "./story-data";

const columns: DataTableColumn<UserRow>[] = [
  { title: "用户账号", dataIndex: "username", width: 140, fixed: "left", resizable: true },
  { title: "用户姓名", dataIndex: "realname", width: 140, resizable: true },
  { title: "性别", dataIndex: "sex", width: 80 },
  { title: "手机号码", dataIndex: "phone", width: 160 },
  { title: "部门", dataIndex: "orgCodeTxt", width: 260, ellipsis: true },
  { title: "创建时间", dataIndex: "createTime", width: 200 },
  { title: "状态", dataIndex: "status", width: 100, fixed: "right" },
];

const meta = {
  title: "Data/DataTable/States",
  component: DataTable<UserRow>,
  args: { columns, dataSource: users(5) },
  parameters: { layout: "padded" },
} satisfies Meta<typeof DataTable<UserRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid").closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = {
  args: { dataSource: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("暂无数据")).toBeVisible();
  },
};

/**
 * An ellipsis column narrower than its text (spec §9: 25 units, one line): 上海分公司/市场部 fits the length but
 * not the 120 px column, so the width cuts it on one line with …; the tooltip carries the whole text either way.
 */
export const NarrowEllipsisColumn: Story = {
  args: {
    columns: [
      { title: "用户姓名", dataIndex: "realname", width: 120 },
      { title: "部门", dataIndex: "orgCodeTxt", width: 120, ellipsis: true },
      { title: "创建时间", dataIndex: "createTime", width: 200 },
    ],
    dataSource: users(3),
  },
  play: async ({ canvas, userEvent }) => {
    const department = canvas.getByText("上海分公司/市场部");
    const oneLine = (element: Element) =>
      element.getBoundingClientRect().height < 1.5 * Number.parseFloat(getComputedStyle(element).lineHeight);
    await expect(oneLine(department)).toBe(true);
    // The rest of the text is on the lines clamped away.
    await expect(department.scrollHeight).toBeGreaterThan(department.clientHeight);
    await userEvent.hover(department);
    await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent("上海分公司/市场部");
    await userEvent.unhover(department);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("tooltip")).toBeNull());
    // Cut by length too: the longest department is over 25 units; screen readers get it whole.
    const long = canvas.getByText("深圳口腔诊所/护理部门诊护理组第一小组", { selector: ".sr-only" });
    await expect(oneLine(long.parentElement as Element)).toBe(true);
  },
};

/** A failed load shows the message in the body and 重新加载. */
export const LoadError: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("数据加载失败");
    await userEvent.click(canvas.getByRole("button", { name: "重新加载" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const shadowOf = (element: Element) => getComputedStyle(element).boxShadow;
const alphaOf = (color: string) => Number(color.match(/rgba?\((?:[^,]+,){3}\s*([\d.]+)\)/)?.[1] ?? 1);

/**
 * Fixed left and right columns stay in view while the middle scrolls, opaque over the cells passing under
 * them, each casting a shadow only while cells are out of view on its side; columns resize by dragging.
 */
export const FixedAndResizableColumns: Story = {
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("grid");
    const [account] = canvas.getAllByRole("columnheader") as [HTMLElement];
    const status = canvas.getByRole("columnheader", { name: "状态" });
    await waitFor(() => expect(shadowOf(status)).not.toBe("none"));
    await expect(shadowOf(account)).toBe("none");

    grid.scrollLeft = 400;
    await waitFor(() =>
      expect(account.getBoundingClientRect().left).toBeCloseTo(grid.getBoundingClientRect().left + 1, 0),
    );
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(
      grid.getBoundingClientRect().right,
    );
    await waitFor(() => expect(shadowOf(account)).not.toBe("none"));
    // The header's tint is translucent; a pinned header paints the surface under it.
    await expect(alphaOf(getComputedStyle(status).backgroundColor)).toBe(1);

    grid.scrollLeft = grid.scrollWidth;
    await waitFor(() => expect(shadowOf(status)).toBe("none"));
    await expect(shadowOf(account)).not.toBe("none");
  },
};

/**
 * Columns given no width start at their text's width and share what the table has to spare; short of room,
 * they give width back (down to 120 px) before the table scrolls sideways, as a browser's table layout (Ant
 * Design's default) does. A column given a width keeps it; the actions column stays pinned at the end.
 */
export const ColumnsWithoutWidth: Story = {
  args: {
    columns: [
      { title: "用户账号", dataIndex: "username" },
      { title: "用户姓名", dataIndex: "realname" },
      { title: "部门", dataIndex: "orgCodeTxt" },
      { title: "创建时间", dataIndex: "createTime", width: 180 },
    ],
    actions: { onEdit: fn() },
  },
  decorators: [(Story) => <div style={{ width: 760 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("grid");
    const widthOf = (name: string) =>
      canvas.getByRole("columnheader", { name }).getBoundingClientRect().width;
    // 部门's longest text (深圳口腔诊所/护理部门诊护理组第一小组) asks for 310 px, more than there is: it takes
    // the room the short columns leave, and nothing scrolls sideways.
    await expect(widthOf("部门")).toBeGreaterThan(180);
    await expect(widthOf("用户账号")).toBe(120);
    await expect(widthOf("用户姓名")).toBe(120);
    await expect(widthOf("创建时间")).toBe(180);
    await expect(grid.scrollWidth).toBe(grid.clientWidth);
    const headers = canvas.getAllByRole("columnheader");
    await expect(headers.at(-1)?.getBoundingClientRect().right).toBeCloseTo(
      grid.getBoundingClientRect().right - 1,
      0,
    );
  },
};

/** Radio selection: one row at a time; disabled rows cannot be picked. */
export const RadioSelection: Story = {
  args: {
    rowSelection: {
      type: "radio",
      onChange: fn(),
      getCheckboxProps: (row: UserRow) => ({ disabled: row.status === 2 }),
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const [first, second] = canvas.getAllByRole("radio");
    await userEvent.click(first as HTMLElement);
    await userEvent.click(second as HTMLElement);
    await expect(args.rowSelection?.onChange).toHaveBeenLastCalledWith(
      ["u2"],
      [expect.objectContaining({ id: "u2" })],
    );
    await expect(canvas.getAllByRole("radio").at(-1)).toBeDisabled();
  },
};

/** Expandable rows: the ▸ button opens a detail row under its row. */
export const ExpandableRows: Story = {
  args: { expandedRowRender: (row: UserRow) => <span>详细地址：{row.orgCodeTxt}</span> },
  play: async ({ canvas, userEvent }) => {
    const [toggle] = canvas.getAllByRole("button", { name: "展开行" });
    await userEvent.click(toggle as HTMLElement);
    await expect(canvas.getByText(/详细地址：/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "收起行" })).toHaveAttribute("aria-expanded", "true");
  },
};

/** Built on first use, so opening another story of this file does not pay for a million rows. */
const lazyUsers = (count: number) => {
  let rows: UserRow[] | undefined;
  return () => {
    rows ??= users(count);
    return rows;
  };
};
const tenThousand = lazyUsers(10_000);
let millionRows: UserRow[] | undefined;
/** A million light rows (the columns read only these fields; the rest stay empty). */
const million = () => {
  millionRows ??= Array.from(
    { length: 1_000_000 },
    (_, index) => ({ id: `u${index + 1}`, username: `user${index + 1}` }) as UserRow,
  );
  return millionRows;
};

/** 10,000 rows with a sticky header: only the rows in view render; Ctrl+End reaches the last. */
export const TenThousandRows: Story = {
  args: { scroll: { y: 400 } },
  render: (args) => <DataTable {...args} dataSource={tenThousand()} />,
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    await expect(grid).toHaveAttribute("aria-rowcount", "10001");
    await expect(within(grid).getAllByRole("row").length).toBeLessThan(40);
    await userEvent.click(within(grid).getAllByRole("gridcell")[0] as HTMLElement);
    await userEvent.keyboard("{Control>}{End}{/Control}");
    await waitFor(() =>
      expect(canvas.getByRole("row", { name: /user10000\b/ })).toHaveAttribute("aria-rowindex", "10001"),
    );
    // Rows scroll under the sticky header: it hides them (its cells' tint alone would let them show).
    const [header] = within(grid).getAllByRole("rowgroup") as [HTMLElement];
    await expect(alphaOf(getComputedStyle(header).backgroundColor)).toBe(1);
  },
};

/** 1,000,000 rows: the scroll is scaled under the browser's height cap, so the last row is reachable. */
export const MillionRows: Story = {
  args: { scroll: { y: 400 } },
  render: (args) => <DataTable {...args} dataSource={million()} />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("grid");
    await expect(grid).toHaveAttribute("aria-rowcount", "1000001");
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() =>
      expect(canvas.getByRole("row", { name: /user1000000\b/ })).toHaveAttribute("aria-rowindex", "1000001"),
    );
    const last = canvas.getByRole("row", { name: /user1000000\b/ }).getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(grid.getBoundingClientRect().bottom + 1);
  },
};
