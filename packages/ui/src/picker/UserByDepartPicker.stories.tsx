import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { UserByDepartPicker } from "./index";
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
