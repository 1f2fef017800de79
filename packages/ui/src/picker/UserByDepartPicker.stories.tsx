import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { UserByDepartPicker } from "./index";
import type { LoadPickerPage } from "./picker-types";
import { fakeLoad, fakeLoadByKeys, makeDepartTree, makeUsers } from "./story-data";

const users = makeUsers(60);
const tree = makeDepartTree(6, 2);

const meta = {
  title: "Components/Picker/UserByDepartPicker",
  component: UserByDepartPicker,
  tags: ["autodocs"],
  // Tall enough for the open modal to be in the visual baseline.
  decorators: [
    (Story) => (
      <div className="min-h-[760px]">
        <Story />
      </div>
    ),
  ],
  args: {
    load: fn(fakeLoad(users)),
    loadSelected: fakeLoadByKeys(users, "username"),
    loadDepartTree: async () => tree,
    onChange: fn(),
    "aria-label": "经办人",
  },
  render: (args) => (
    <div className="w-96">
      <UserByDepartPicker {...args} />
    </div>
  ),
} satisfies Meta<typeof UserByDepartPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPicker = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
  return within(await screen.findByRole("dialog", { name: "选择用户" }));
};

/** Spec §9: page size 10 (10/20/30), newest first; choosing a department lists its users from page 1. */
export const ByDepartment: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await openPicker(canvasElement);
    await waitFor(() =>
      expect(args.load).toHaveBeenCalledWith({
        pageNo: 1,
        pageSize: 10,
        column: "createTime",
        order: "desc",
      }),
    );
    await userEvent.click(await modal.findByRole("treeitem", { name: "正畸科" }));
    await waitFor(() =>
      expect(args.load).toHaveBeenLastCalledWith(
        expect.objectContaining({
          departId: "d2",
          pageNo: 1,
          pageSize: 10,
          column: "createTime",
          order: "desc",
        }),
      ),
    );
    await expect(modal.getByRole("treeitem", { name: "正畸科" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(modal.getAllByText("正畸科").length).toBeGreaterThan(1));
    await userEvent.click(modal.getAllByRole("checkbox", { name: "选择此行" })[0] as HTMLElement);
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^user\d{5}$/), expect.any(Array)),
    );
  },
};

/** The tree searches by name and opens the matches' branches. */
export const SearchDepartments: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openPicker(canvasElement);
    await modal.findByRole("treeitem", { name: "口腔科" });
    await userEvent.type(modal.getByRole("textbox", { name: "请输入部门名称" }), "种植中心3");
    await waitFor(() =>
      expect(modal.getAllByRole("treeitem").map((item) => item.textContent)).toEqual([
        "种植中心",
        "种植中心3-3组",
      ]),
    );
  },
};

export const TreeLoadError: Story = {
  args: { loadDepartTree: () => Promise.reject(new Error("部门加载失败")) },
  play: async ({ canvasElement }) => {
    const modal = await openPicker(canvasElement);
    await expect(await modal.findByText("部门加载失败")).toBeInTheDocument();
  },
};

/** Single mode (radios): within a department, a second pick replaces the first; 确定 returns one username. */
export const Single: Story = {
  args: { mode: "single" },
  play: async ({ canvasElement, args }) => {
    const modal = await openPicker(canvasElement);
    await userEvent.click(await modal.findByRole("treeitem", { name: "种植中心" }));
    await waitFor(() =>
      expect(args.load).toHaveBeenLastCalledWith(expect.objectContaining({ departId: "d3", pageNo: 1 })),
    );
    const results = within(modal.getByRole("grid", { name: "查询结果" }));
    await waitFor(() => expect(results.getAllByText("种植中心")).toHaveLength(10));
    await userEvent.click(results.getAllByRole("radio")[0] as HTMLElement);
    await userEvent.click(results.getAllByRole("radio")[1] as HTMLElement);
    await expect(results.getAllByRole("radio")[0]).not.toBeChecked();
    await expect(modal.getByText("已选择 1 项")).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^user\d{5}$/), [
        expect.objectContaining({ orgCodeTxt: "种植中心" }),
      ]),
    );
    // Opened again, the one user chosen is listed as selected.
    const again = await openPicker(canvasElement);
    await expect(await again.findByText("已选择 1 项")).toBeInTheDocument();
    await waitFor(() => expect(again.getAllByRole("radio", { checked: true })).toHaveLength(1));
  },
};

/** The tree and the users on their way: both panes show the 加载中 spinner (loads that never answer). */
export const Loading: Story = {
  args: {
    load: fn<LoadPickerPage>(() => new Promise(() => undefined)),
    loadDepartTree: () => new Promise(() => undefined),
  },
  play: async ({ canvasElement }) => {
    const modal = await openPicker(canvasElement);
    await waitFor(() => expect(modal.getAllByRole("status")).toHaveLength(2));
    for (const status of modal.getAllByRole("status")) await expect(status).toHaveTextContent("加载中");
  },
};

/** No departments and no users: both panes say 暂无数据. */
export const Empty: Story = {
  args: { load: fn<LoadPickerPage>(async () => ({ records: [], total: 0 })), loadDepartTree: async () => [] },
  play: async ({ canvasElement }) => {
    const modal = await openPicker(canvasElement);
    await waitFor(() => expect(modal.getAllByText("暂无数据")).toHaveLength(2));
    await expect(modal.queryByRole("treeitem")).not.toBeInTheDocument();
    await expect(modal.getByText("已选择 0 项")).toBeInTheDocument();
  },
};

/** A failed user load (the tree loaded): the server's message and 重新加载 in the results. */
export const UsersLoadError: Story = {
  args: { load: fn<LoadPickerPage>(async () => Promise.reject(new Error("用户列表加载失败，请稍后再试"))) },
  play: async ({ canvasElement, args }) => {
    const modal = await openPicker(canvasElement);
    await modal.findByRole("treeitem", { name: "口腔科" });
    const results = within(modal.getByRole("grid", { name: "查询结果" }));
    await expect(await results.findByRole("alert")).toHaveTextContent("用户列表加载失败，请稍后再试");
    await userEvent.click(results.getByRole("button", { name: "重新加载" }));
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "user00002" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "选择" })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "经办人" })).toHaveValue("李芳"));
  },
};

const LONG_DEPART = "口腔颌面外科（种植与修复联合门诊）";
const longTree = [
  {
    key: "d1",
    title: LONG_DEPART,
    data: { id: "d1", departName: LONG_DEPART },
    children: [
      {
        key: "d1-1",
        title: `${LONG_DEPART}第一诊疗组`,
        data: { id: "d1-1", departName: `${LONG_DEPART}第一诊疗组` },
      },
    ],
  },
];
const longUsers = makeUsers(8).map((user) => ({
  ...user,
  departId: "d1-1",
  orgCodeTxt: `${LONG_DEPART}第一诊疗组`,
}));

/**
 * Long department names stay on one line: the tree cuts them (the whole name as the line's title), and the
 * department column cuts at 25 (spec §9: twelve Han characters, then …).
 */
export const LongText: Story = {
  args: { load: fn(fakeLoad(longUsers)), loadDepartTree: async () => longTree },
  play: async ({ canvasElement }) => {
    const modal = await openPicker(canvasElement);
    const group = await modal.findByRole("treeitem", { name: `${LONG_DEPART}第一诊疗组` });
    const title = group.querySelector(`[title="${LONG_DEPART}第一诊疗组"]`) as HTMLElement;
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(group.getBoundingClientRect().height).toBe(
      modal.getByRole("treeitem", { name: LONG_DEPART }).getBoundingClientRect().height,
    );
    const results = within(modal.getByRole("grid", { name: "查询结果" }));
    await waitFor(() => expect(results.getAllByText("口腔颌面外科（种植与修复…")).toHaveLength(8));
  },
};
