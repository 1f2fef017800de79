import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { AreaPicker } from "./AreaPicker";
import { AREA_ROOT } from "./area-model";
import { loadAreaTree } from "./load-area-tree";

const meta = {
  title: "Components/AreaPicker",
  component: AreaPicker,
  tags: ["autodocs"],
  args: { onChange: fn(), "aria-label": "所在地区" },
  decorators: [
    (Story) => (
      <div className="min-h-[360px] w-[420px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AreaPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2, §9: three levels under root 86; a district closes the cascader and is the value. */
export const Cascader: Story = {
  play: async ({ canvasElement, args }) => {
    const tree = await loadAreaTree();
    await expect(tree.children.get(AREA_ROOT)?.length).toBe(34);
    const field = within(canvasElement).getByRole("combobox", { name: "所在地区" });
    await waitFor(() => expect(field).toHaveTextContent("请选择省市区"));
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole("option", { name: "广东省" }));
    await userEvent.click(await screen.findByRole("option", { name: "深圳市" }));
    await userEvent.click(await screen.findByRole("option", { name: "南山区" }));
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(field).toHaveTextContent("广东省 / 深圳市 / 南山区");
    await expect(args.onChange).toHaveBeenLastCalledWith("440305", [
      { id: "440000", text: "广东省", pid: AREA_ROOT, index: 1 },
      { id: "440300", text: "深圳市", pid: "440000", index: 2 },
      { id: "440305", text: "南山区", pid: "440300", index: 3 },
    ]);
  },
};

/** A value opens on its own columns. */
export const CascaderWithValue: Story = {
  args: { defaultValue: "110105" },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("combobox", { name: "所在地区" });
    await waitFor(() => expect(field).toHaveTextContent("北京市 / 北京市 / 朝阳区"));
    await userEvent.click(field);
    await expect(await screen.findByRole("option", { name: "朝阳区", selected: true })).toBeInTheDocument();
    // Province, city and district columns; a district opens no fourth one.
    await expect(screen.getAllByRole("listbox").map((list) => list.getAttribute("aria-label"))).toEqual([
      "请选择省",
      "请选择市",
      "请选择区",
    ]);
  },
};

/** type="select": three selects; a lower level waits for the one above. */
export const Selects: Story = {
  args: { type: "select", defaultValue: "330106" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const level = (name: string) => canvas.getByRole("combobox", { name });
    await waitFor(() => expect(level("请选择区")).toHaveValue("西湖区"));
    await expect(level("请选择省")).toHaveValue("浙江省");
    await expect(level("请选择市")).toHaveValue("杭州市");
    // Clearing the city goes back to the province: the district select is then disabled.
    await userEvent.click(canvas.getAllByRole("button", { name: /清除|Clear/ })[1] as HTMLElement);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("330000", expect.any(Array)));
    await waitFor(() => expect(level("请选择区")).toBeDisabled());
  },
};

/** Spec §5: another type gives 'Bad type value'. */
export const BadType: Story = {
  args: { type: "radio" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Bad type value");
  },
};

export const Loading: Story = {
  args: { loadTree: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "所在地区" })).toHaveTextContent(
      "加载中",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "440305" },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("combobox", { name: "所在地区" });
    await expect(field).toBeDisabled();
    await waitFor(() => expect(field).toHaveTextContent("南山区"));
  },
};
