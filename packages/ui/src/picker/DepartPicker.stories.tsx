import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { DepartPicker } from "./index";
import { makeDepartTree } from "./story-data";

const tree = makeDepartTree(3, 3);

const meta = {
  title: "Components/Picker/DepartPicker",
  component: DepartPicker,
  tags: ["autodocs"],
  // Tall enough for the open modal to be in the visual baseline.
  decorators: [
    (Story) => (
      <div className="min-h-[760px]">
        <Story />
      </div>
    ),
  ],
  args: { loadTree: async () => tree, onChange: fn(), "aria-label": "所属部门" },
  render: (args) => (
    <div className="w-96">
      <DepartPicker {...args} />
    </div>
  ),
} satisfies Meta<typeof DepartPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPicker = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
  const dialog = await screen.findByRole("dialog", { name: "选择部门" });
  return { dialog, modal: within(dialog) };
};

/** Spec §9: width 500; strictly (default) each department ticks alone. */
export const Strict: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, modal } = await openPicker(canvasElement);
    await expect(dialog.style.width).toBe("500px");
    await userEvent.click(await modal.findByRole("treeitem", { name: "口腔科" }));
    await expect(modal.getByRole("treeitem", { name: "口腔科" })).toHaveAttribute("aria-checked", "true");
    await expect(modal.getByRole("treeitem", { name: "口腔科1-1组" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await userEvent.click(modal.getByRole("treeitem", { name: "正畸科" }));
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith("d1,d2", expect.any(Array)));
    await waitFor(() => expect(within(canvasElement).getByRole("textbox")).toHaveValue("口腔科,正畸科"));
  },
};

/** checkStrictly false: a tick cascades down, and a parent shows mixed when some children are ticked. */
export const Cascade: Story = {
  args: { checkStrictly: false },
  play: async ({ canvasElement }) => {
    const { modal } = await openPicker(canvasElement);
    await userEvent.click(await modal.findByRole("treeitem", { name: "口腔科1-1组" }));
    await expect(modal.getByRole("treeitem", { name: "口腔科" })).toHaveAttribute("aria-checked", "mixed");
    await userEvent.click(modal.getByRole("button", { name: "展开全部" }));
    await expect(modal.getByRole("treeitem", { name: "口腔科1-1-1组" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  },
};

/** Single mode keeps one department; the keyboard walks the tree (↓, →, Space). */
export const SingleByKeyboard: Story = {
  args: { mode: "single" },
  play: async ({ canvasElement, args }) => {
    const { modal } = await openPicker(canvasElement);
    (await modal.findByRole("treeitem", { name: "口腔科" })).focus();
    await userEvent.keyboard("{ArrowDown}{ }");
    await expect(modal.getByRole("treeitem", { name: "口腔科1-1组" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await userEvent.keyboard("{ArrowUp}{ }");
    await expect(modal.getByRole("treeitem", { name: "口腔科1-1组" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith("d1", expect.any(Array)));
  },
};

export const Empty: Story = {
  args: { loadTree: async () => [] },
  play: async ({ canvasElement }) => {
    const { modal } = await openPicker(canvasElement);
    await expect(await modal.findByText("暂无数据")).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "选择" })).toBeDisabled();
  },
};
