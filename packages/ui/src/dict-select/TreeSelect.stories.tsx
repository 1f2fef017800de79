import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { MessageHost, message } from "../message";
import { CategorySelect, type CategorySelectProps } from "./CategorySelect";
import type { LoadTreeData } from "./dict-types";
import { categoryLoaders, loadDepartments } from "./story-loaders";
import { TreeSelect, type TreeSelectProps } from "./TreeSelect";

const meta = {
  title: "Components/TreeSelect",
  component: TreeSelect,
  tags: ["autodocs"],
  args: {
    dict: "sys_depart,depart_name,id",
    pidField: "parent_id",
    hasChildField: "has_child",
    loadTreeData: fn(loadDepartments),
    onChange: fn(),
    "aria-label": "所属科室",
  },
  beforeEach: () => {
    message.destroy();
  },
  decorators: [
    (Story) => (
      <div className="min-h-[420px] w-80">
        <Story />
        <MessageHost />
      </div>
    ),
  ],
} satisfies Meta<typeof TreeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTree = async (
  canvas: { getByRole: typeof screen.getByRole },
  userEvent: { click: (e: Element) => Promise<void> },
  name = "所属科室",
) => {
  await userEvent.click(canvas.getByRole("combobox", { name }));
  return screen.findByRole("tree", { name });
};

/**
 * Roots load on open with the spec §3 payload; a branch loads on expand (→), and Enter chooses. The dropdown is
 * at most 400 px high (spec §9).
 */
export const AsyncChildren: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const tree = await openTree(canvas, userEvent);
    await expect(args.loadTreeData).toHaveBeenCalledWith({
      pid: "",
      tableName: "sys_depart",
      text: "depart_name",
      code: "id",
      pidField: "parent_id",
      hasChildField: "has_child",
    });
    await expect(tree).toHaveStyle({ maxHeight: "400px" });
    await expect(tree).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(within(tree).getByRole("treeitem", { name: "口腔外科" })).toBeVisible());
    await expect(args.loadTreeData).toHaveBeenLastCalledWith(expect.objectContaining({ pid: "d1" }));
    await expect(within(tree).getByRole("treeitem", { name: "总院" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await userEvent.keyboard("{ArrowDown}{ArrowRight}");
    await waitFor(() =>
      expect(within(tree).getByRole("treeitem", { name: "种植中心" })).toHaveAttribute("aria-level", "3"),
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("d1-1-1");
    await waitFor(() => expect(screen.queryByRole("tree")).toBeNull());
    await expect(canvas.getByRole("combobox", { name: "所属科室" })).toHaveTextContent("种植中心");
  },
};

/** Several departments, joined by commas; the clear button empties the value. */
export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ args, canvas, userEvent }) => {
    const tree = await openTree(canvas, userEvent);
    await expect(tree).toHaveAttribute("aria-multiselectable", "true");
    await userEvent.click(within(tree).getByRole("treeitem", { name: "东城门店" }));
    await userEvent.click(within(tree).getByRole("treeitem", { name: "西城门店" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("d2,d3");
    await userEvent.keyboard("{Escape}");
    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("");
  },
};

/** Spec §5: a condition that is not a JSON object string shows the error and loads nothing. */
export const BadCondition: Story = {
  args: { condition: "status=1" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "组件JTreeSelect-condition传值有误，需要一个json字符串!",
    );
    await expect(args.loadTreeData).not.toHaveBeenCalled();
  },
};

/** Open, with a branch loading for ever (the screenshot of the loading state). */
export const Loading: Story = {
  args: { loadTreeData: fn<LoadTreeData>(() => new Promise(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "所属科室" }));
    await expect(await screen.findByText("加载中")).toBeVisible();
  },
};

/** Nothing under the root: 暂无数据. */
export const Empty: Story = {
  args: { loadTreeData: fn<LoadTreeData>(async () => []) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "所属科室" }));
    await expect(await screen.findByText("暂无数据")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "所属科室" })).toBeDisabled();
  },
};

/** The meta's TreeSelect args (dict, pidField…) reach the CategorySelect stories too; it takes none of them. */
function renderCategory(args: CategorySelectProps) {
  const { dict, pidField, hasChildField, loadTreeData, ...own } = args as CategorySelectProps &
    Partial<TreeSelectProps>;
  return <CategorySelect {...own} />;
}

/** CategorySelect: a chosen id shows its name (loadOne); branches load on expand with the condition. */
export const Category: StoryObj<typeof CategorySelect> = {
  render: renderCategory,
  args: {
    pcode: "B02",
    condition: '{"status":"1"}',
    defaultValue: "c1-2",
    loaders: { ...categoryLoaders, loadTreeChildren: fn(categoryLoaders.loadTreeChildren) },
    onChange: fn(),
    "aria-label": "耗材分类",
  },
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole("combobox", { name: "耗材分类" });
    await waitFor(() => expect(combobox).toHaveTextContent("诺贝尔"));
    await userEvent.click(combobox);
    const tree = await screen.findByRole("tree", { name: "耗材分类" });
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(within(tree).getByRole("treeitem", { name: "诺贝尔" })).toHaveAttribute("aria-selected", "true"),
    );
    await expect(args.loaders?.loadTreeChildren).toHaveBeenCalledWith({
      pid: "c1",
      condition: '{"status":"1"}',
    });
    await userEvent.click(within(tree).getByRole("treeitem", { name: "士卓曼" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("c1-1");
  },
};

/** A failed root load shows the server's message as an error toast (spec §8). */
export const CategoryRootFailure: StoryObj<typeof CategorySelect> = {
  render: renderCategory,
  args: {
    loaders: { ...categoryLoaders, loadTreeRoot: async () => Promise.reject(new Error("分类编码不存在")) },
    "aria-label": "耗材分类",
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "耗材分类" }));
    await expect(await screen.findByText("分类编码不存在")).toBeVisible();
  },
};

export const CategoryBadCondition: StoryObj<typeof CategorySelect> = {
  render: renderCategory,
  args: { loaders: categoryLoaders, condition: "[1,2]", "aria-label": "耗材分类" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "组件JTreeSelect-condition传值有误，需要一个json字符串!",
    );
  },
};
