import { buildListQueryParams, type ListQueryParams } from "@kanya/core/query";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import type { LoadDictItems } from "../dict-select/dict-types";
import type { FilterValues } from "./column-filters";
import { DataTable, type DataTableChange } from "./DataTable";
import { type DataTableColumn, DEFAULT_SORTER } from "./data-table-types";
import { type UserRow, users } from "./story-data";

const columns: DataTableColumn<UserRow>[] = [
  { title: "用户账号", dataIndex: "username", width: 120, sorter: true },
  { title: "用户姓名", dataIndex: "realname", width: 120, minWidth: 80, maxWidth: 200, resizable: true },
  {
    title: "性别",
    dataIndex: "sex",
    width: 100,
    filters: [
      { text: "男", value: "1" },
      { text: "女", value: "2" },
    ],
  },
  {
    title: "状态",
    dataIndex: "status",
    width: 100,
    filterDictCode: "user_status",
    filterMultiple: false,
    render: (value) => (value === 2 ? "冻结" : "正常"),
  },
  { title: "手机号码", dataIndex: "phone", width: 140 },
];

// The sex dictionary's codes (1 男, 2 女) for the text each user shows.
const ALL = users(45).map((row) => ({ ...row, sex: row.sex_dictText === "男" ? 1 : 2 }));

/** A list page whose request is built from the table's change (JeecgBoot's handleTableChange). */
function FilteredList({
  onRequest,
  loadDictItems,
  initialFilters = {},
}: {
  onRequest: (params: ListQueryParams) => void;
  loadDictItems: LoadDictItems;
  initialFilters?: FilterValues;
}) {
  const [state, setState] = useState<Omit<DataTableChange, "action">>({
    pagination: { current: 1, pageSize: 10 },
    filters: initialFilters,
    sorter: DEFAULT_SORTER,
  });
  // The story's server: the rows matching the filters, one page of them.
  const { sex, status } = state.filters;
  const matching = ALL.filter(
    (row) => (!sex || sex.includes(String(row.sex))) && (!status || status.includes(String(row.status))),
  );
  const { current, pageSize } = state.pagination;
  return (
    <DataTable<UserRow>
      columns={columns}
      dataSource={matching.slice((current - 1) * pageSize, current * pageSize)}
      filters={state.filters}
      sorter={state.sorter}
      loadDictItems={loadDictItems}
      onChange={({ action: _action, ...next }) => {
        setState(next);
        onRequest(buildListQueryParams({ ...next, columns }));
      }}
      pagination={{ total: matching.length, current, pageSize }}
    />
  );
}

const statusDict: LoadDictItems = async (code) =>
  code === "user_status"
    ? [
        { value: "1", text: "正常" },
        { value: "2", text: "冻结" },
      ]
    : [];

const meta = {
  title: "Data/DataTable/Filters",
  component: FilteredList,
  args: { onRequest: fn(), loadDictItems: fn(statusDict) },
  parameters: { layout: "padded" },
} satisfies Meta<typeof FilteredList>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerOf = (title: string) => screen.getByRole("columnheader", { name: new RegExp(`^${title}`) });

/**
 * Ant Design's header filters on the server: 性别 (checkboxes) and 状态 (one choice, its options from the
 * user_status dictionary, loaded when the menu first opens). 确定 sends `<dataIndex>=v1,v2` with the sort and
 * page 1; the button then shows the filter as active.
 */
export const ChooseFilters: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "第 2 页" }));
    await expect(args.onRequest).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 2 }));

    const sex = headerOf("性别");
    await userEvent.click(within(sex).getByRole("button", { name: "筛选" }));
    const menu = await screen.findByRole("dialog", { name: "性别筛选" });
    await userEvent.click(within(menu).getByRole("checkbox", { name: "女" }));
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
    await userEvent.click(within(menu).getByRole("button", { name: "确定" }));
    await expect(args.onRequest).toHaveBeenLastCalledWith({
      column: "createTime",
      order: "desc",
      sex: "2",
      field: "id,,username,realname,sex,status,phone",
      pageNo: 1,
      pageSize: 10,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByText("1-10 共 22 条")).toBeVisible();
    const active = within(sex).getByRole("button", { name: "已筛选" });
    await expect(active).toHaveAttribute("data-active");
    await expect(within(canvas.getByRole("grid")).queryAllByRole("gridcell", { name: "男" })).toHaveLength(0);

    // One choice from a dictionary, added to the first.
    await userEvent.click(within(headerOf("状态")).getByRole("button", { name: "筛选" }));
    const statusMenu = await screen.findByRole("dialog", { name: "状态筛选" });
    await userEvent.click(await within(statusMenu).findByRole("radio", { name: "冻结" }));
    await userEvent.click(within(statusMenu).getByRole("button", { name: "确定" }));
    await expect(args.onRequest).toHaveBeenLastCalledWith(
      expect.objectContaining({ sex: "2", status: "2", pageNo: 1 }),
    );
    await expect(args.loadDictItems).toHaveBeenCalledTimes(1);
    await expect(args.loadDictItems).toHaveBeenCalledWith("user_status");
    await expect(canvas.getByText("1-4 共 4 条")).toBeVisible();

    // The sort rides along with the filters.
    await userEvent.click(within(headerOf("用户账号")).getByRole("button"));
    await expect(args.onRequest).toHaveBeenLastCalledWith(
      expect.objectContaining({ column: "username", order: "asc", sex: "2", status: "2" }),
    );
  },
};

/** 重置 clears the column's choice and asks again without it; the button is no longer active. */
export const ResetFilter: Story = {
  args: { initialFilters: { sex: ["1"] } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText("1-10 共 23 条")).toBeVisible();
    const sex = headerOf("性别");
    await userEvent.click(within(sex).getByRole("button", { name: "已筛选" }));
    const menu = await screen.findByRole("dialog", { name: "性别筛选" });
    await expect(within(menu).getByRole("checkbox", { name: "男" })).toHaveAttribute("aria-checked", "true");
    await userEvent.click(within(menu).getByRole("button", { name: "重置" }));
    const params = (args.onRequest as ReturnType<typeof fn>).mock.lastCall?.[0] as ListQueryParams;
    await expect(params).not.toHaveProperty("sex");
    await expect(params).toMatchObject({ pageNo: 1 });
    await expect(within(sex).getByRole("button", { name: "筛选" })).not.toHaveAttribute("data-active");
    await expect(canvas.getByText("1-10 共 45 条")).toBeVisible();
  },
};

/**
 * From the keyboard: Alt+↓ on a header opens its filter (focus on the first choice), Space ticks, Tab to 确定
 * and Enter applies; focus comes back to the header cell. Escape closes without changing the filter.
 */
export const KeyboardFilter: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    const sex = headerOf("性别");
    await expect(sex).toHaveFocus();
    await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
    const menu = await screen.findByRole("dialog", { name: "性别筛选" });
    await waitFor(() => expect(within(menu).getByRole("checkbox", { name: "男" })).toHaveFocus());
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(menu).getByRole("button", { name: "确定" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRequest).toHaveBeenLastCalledWith(expect.objectContaining({ sex: "1", pageNo: 1 }));
    await waitFor(() => expect(sex).toHaveFocus());

    await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
    const again = await screen.findByRole("dialog", { name: "性别筛选" });
    await waitFor(() => expect(within(again).getByRole("checkbox", { name: "男" })).toHaveFocus());
    await userEvent.keyboard(" {Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
    await expect(within(sex).getByRole("button", { name: "已筛选" })).toBeVisible();
    await waitFor(() => expect(sex).toHaveFocus());
  },
};

/**
 * A resizable column's edge is a focusable separator (Tab from its header): ←/→ change the width by 10 px,
 * Shift by 50 px, between the column's min (80) and max (200). The resized column keeps its width; the last
 * column takes up what the grid, wider than its columns, has to spare, so the header still spans it.
 */
export const KeyboardResize: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    const name = headerOf("用户姓名");
    await expect(name).toHaveFocus();
    await userEvent.tab();
    const handle = canvas.getByRole("separator", { name: "调整用户姓名列宽" });
    await expect(handle).toHaveFocus();
    await expect(handle).toHaveAttribute("aria-orientation", "vertical");
    await expect(handle).toHaveAttribute("aria-valuenow", "120");
    await userEvent.keyboard("{ArrowRight}");
    await expect(handle).toHaveAttribute("aria-valuenow", "130");
    await expect(name.getBoundingClientRect().width).toBe(130);
    await userEvent.keyboard("{Shift>}{ArrowRight}{/Shift}");
    await expect(handle).toHaveAttribute("aria-valuenow", "180");
    await userEvent.keyboard("{Shift>}{ArrowRight}{/Shift}");
    await expect(handle).toHaveAttribute("aria-valuenow", "200");
    await userEvent.keyboard("{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}{ArrowLeft}");
    await expect(handle).toHaveAttribute("aria-valuenow", "80");
    await expect(name.getBoundingClientRect().width).toBe(80);
    const grid = canvas.getByRole("grid");
    const last = within(grid).getAllByRole("columnheader").at(-1) as HTMLElement;
    const gridEnd = grid.getBoundingClientRect().left + grid.clientLeft + grid.clientWidth;
    await expect(Math.round(last.getBoundingClientRect().right)).toBe(Math.round(gridEnd));
    await expect(handle).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(name).toHaveFocus();
  },
};

/** The open menu, one choice ticked but not applied; 状态's filter is applied, so its button shows active. */
export const MenuOpen: Story = {
  args: { initialFilters: { status: ["1"] } },
  play: async ({ userEvent }) => {
    await expect(within(headerOf("状态")).getByRole("button", { name: "已筛选" })).toHaveAttribute(
      "data-active",
    );
    await userEvent.click(within(headerOf("性别")).getByRole("button", { name: "筛选" }));
    const menu = await screen.findByRole("dialog", { name: "性别筛选" });
    await userEvent.click(within(menu).getByRole("checkbox", { name: "女" }));
    await expect(within(menu).getByRole("checkbox", { name: "女" })).toHaveAttribute("aria-checked", "true");
  },
};
