import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { DataTable } from "./DataTable";
import type { DataTableColumn } from "./data-table-types";

interface Department extends Record<string, unknown> {
  id: string;
  departName: string;
  orgCode: string;
  hasChildren?: boolean;
}

const columns: DataTableColumn<Department>[] = [
  { title: "部门名称", dataIndex: "departName", width: 260 },
  { title: "机构编码", dataIndex: "orgCode", width: 160 },
];

const roots: Department[] = [
  { id: "A01", departName: "北京总部", orgCode: "A01", hasChildren: true },
  { id: "A02", departName: "上海分公司", orgCode: "A02", hasChildren: true },
  { id: "A03", departName: "深圳诊所", orgCode: "A03", hasChildren: true },
  { id: "A04", departName: "研发中心", orgCode: "A04" },
];

/** The server's `childList?parentId=…`: an array, a page `{ records }`, nothing, or something unknown. */
const children: Record<string, unknown> = {
  A01: [
    { id: "A01A01", departName: "技术部", orgCode: "A01A01" },
    { id: "A01A02", departName: "市场部", orgCode: "A01A02" },
  ],
  A02: { records: [{ id: "A02A01", departName: "护理部", orgCode: "A02A01" }], total: 1 },
  A03: [],
};

const meta = {
  title: "Data/TreeTable",
  component: DataTable<Department>,
  args: {
    columns,
    dataSource: roots,
    label: "部门",
    tree: {
      loadChildren: fn(async (row: Department) => children[row.id] ?? "not a list"),
    },
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof DataTable<Department>>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadChildren = (args: { tree?: unknown }) =>
  (args.tree as { loadChildren: ReturnType<typeof fn> }).loadChildren;

/**
 * Spec §3–§4: a node with `hasChildren` shows a placeholder child and loads on expand through
 * `loadChildren` (with the node, its id the `parentId` query key); an array and a `{ records }` page
 * both give children.
 */
export const LoadOnExpand: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const grid = canvas.getByRole("treegrid", { name: "部门" });
    const head = canvas.getByRole("row", { name: /北京总部/ });
    await expect(head).toHaveAttribute("aria-expanded", "false");
    await expect(head).toHaveAttribute("aria-level", "1");
    await userEvent.click(within(head).getByRole("button", { name: "展开行" }));
    await expect(loadChildren(args)).toHaveBeenCalledWith(expect.objectContaining({ id: "A01" }));
    const child = await canvas.findByRole("row", { name: /技术部/ });
    await expect(child).toHaveAttribute("aria-level", "2");
    await expect(head).toHaveAttribute("aria-expanded", "true");

    await userEvent.click(
      within(canvas.getByRole("row", { name: /上海分公司/ })).getByRole("button", { name: "展开行" }),
    );
    await expect(await canvas.findByRole("row", { name: /护理部/ })).toHaveAttribute("aria-level", "2");
    await expect(within(grid).queryByText("加载中...")).toBeNull();
  },
};

/** None returned clears the children: the node becomes a leaf without an expand button. */
export const NoChildren: Story = {
  play: async ({ canvas, userEvent }) => {
    const node = canvas.getByRole("row", { name: /深圳诊所/ });
    await userEvent.click(within(node).getByRole("button", { name: "展开行" }));
    await waitFor(() => expect(within(node).queryByRole("button")).toBeNull());
    await expect(node).not.toHaveAttribute("aria-expanded");
  },
};

/** A result that is neither an array nor `{ records }` shows 返回数据类型不识别 in the placeholder. */
export const UnrecognizedResult: Story = {
  args: {
    dataSource: [{ id: "B01", departName: "异常部门", orgCode: "B01", hasChildren: true }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "展开行" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("返回数据类型不识别");
  },
};
