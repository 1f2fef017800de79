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

/** The tree on its way: the 加载中 spinner (a load that never answers). */
export const Loading: Story = {
  args: { loadTree: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    const { modal } = await openPicker(canvasElement);
    await expect(await modal.findByRole("status")).toHaveTextContent("加载中");
    await expect(modal.queryByRole("treeitem")).not.toBeInTheDocument();
  },
};

/** A failed load shows the server's message and 重新加载, which asks again. */
export const LoadError: Story = {
  args: { loadTree: fn(async () => Promise.reject(new Error("部门数据加载失败，请稍后再试"))) },
  play: async ({ canvasElement, args }) => {
    const { modal } = await openPicker(canvasElement);
    await expect(await modal.findByRole("alert")).toHaveTextContent("部门数据加载失败，请稍后再试");
    await userEvent.click(modal.getByRole("button", { name: "重新加载" }));
    await waitFor(() => expect(args.loadTree).toHaveBeenCalledTimes(2));
    await expect(await modal.findByRole("alert")).toHaveTextContent("部门数据加载失败，请稍后再试");
  },
};

const LONG_DEPART = "口腔颌面外科（种植与修复联合门诊）第一诊疗组（含夜间急诊与节假日值班）";

/**
 * A long department name stays on one line in the 500-wide modal, cut with the whole name as its title;
 * ticked, it fills the box whole (the box's title too).
 */
export const LongText: Story = {
  args: {
    loadTree: async () => [
      { key: "d1", title: LONG_DEPART, data: { id: "d1", departName: LONG_DEPART } },
      { key: "d2", title: "正畸科", data: { id: "d2", departName: "正畸科" } },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const { modal } = await openPicker(canvasElement);
    const item = await modal.findByRole("treeitem", { name: LONG_DEPART });
    const text = item.querySelector(`[title="${LONG_DEPART}"]`) as HTMLElement;
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(item.getBoundingClientRect().height).toBe(28);
    await userEvent.click(item);
    await userEvent.click(modal.getByRole("treeitem", { name: "正畸科" }));
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith("d1,d2", expect.any(Array)));
    const box = within(canvasElement).getByRole("textbox", { name: "所属部门" });
    await waitFor(() => expect(box).toHaveValue(`${LONG_DEPART},正畸科`));
    await expect(box).toHaveAttribute("title", `${LONG_DEPART},正畸科`);
    // Opened again, both are ticked.
    const { modal: again } = await openPicker(canvasElement);
    await expect(await again.findByRole("treeitem", { name: LONG_DEPART })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(again.getByRole("treeitem", { name: "正畸科" })).toHaveAttribute("aria-checked", "true");
  },
};
