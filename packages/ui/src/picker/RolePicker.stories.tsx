import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { PositionPicker, RolePicker } from "./index";
import { fakeLoad, fakeLoadByKeys, positions, roles } from "./story-data";

const meta = {
  title: "Components/Picker/RolePicker",
  component: RolePicker,
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
    load: fakeLoad(roles),
    loadSelected: fakeLoadByKeys(roles, "id"),
    onChange: fn(),
    "aria-label": "角色",
  },
  render: (args) => (
    <div className="w-96">
      <RolePicker {...args} />
    </div>
  ),
} satisfies Meta<typeof RolePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: columns roleName and roleCode; returns id (rows carry roleCode), shows roleName. */
export const Multi: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "选择" }));
    const modal = within(await screen.findByRole("dialog", { name: "选择角色" }));
    await expect(modal.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(["角色名称", "角色编码"]),
    );
    await modal.findByText("doctor");
    const rows = modal.getAllByRole("checkbox", { name: "选择此行" });
    await userEvent.click(rows[1] as HTMLElement);
    await userEvent.click(rows[2] as HTMLElement);
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith("r2,r3", [
        expect.objectContaining({ id: "r2", roleCode: "doctor" }),
        expect.objectContaining({ id: "r3", roleCode: "nurse" }),
      ]),
    );
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "角色" })).toHaveValue("医生,护士"));
  },
};

/** Long Chinese role names stay on one line in the table, cut with the full text in a tooltip. */
export const LongText: Story = {
  args: { defaultValue: "r5", mode: "single" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "角色" }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toContain("财务审核"));
    await userEvent.click(canvas.getByRole("button", { name: "选择" }));
    const modal = within(await screen.findByRole("dialog", { name: "选择角色" }));
    await expect(await modal.findByRole("radio", { checked: true })).toBeInTheDocument();
  },
};

/** JSelectPosition (spec §2, §9): width 1000; name, code and the rank's dictionary text; returns code. */
export const Position: Story = {
  render: (args) => (
    <div className="w-96">
      <PositionPicker
        load={fakeLoad(positions)}
        loadSelected={fakeLoadByKeys(positions, "code")}
        onChange={args.onChange}
        aria-label="职务"
      />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
    const dialog = await screen.findByRole("dialog", { name: "选择职务" });
    await expect(dialog.style.width).toBe("1000px");
    const modal = within(dialog);
    await expect(await modal.findByText("副高级")).toBeInTheDocument();
    await userEvent.click(modal.getAllByRole("checkbox", { name: "选择此行" })[0] as HTMLElement);
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith("chief", expect.any(Array)));
  },
};

const openModal = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
  return within(await screen.findByRole("dialog", { name: "选择角色" }));
};

/** Single mode (radios, spec §3): a second pick replaces the first; 确定 returns its id and roleCode. */
export const Single: Story = {
  args: { mode: "single" },
  play: async ({ canvasElement, args }) => {
    const modal = await openModal(canvasElement);
    await modal.findByText("nurse");
    const radios = () => modal.getAllByRole("radio");
    await userEvent.click(radios()[0] as HTMLElement);
    await userEvent.click(radios()[3] as HTMLElement);
    await expect(radios()[0]).not.toBeChecked();
    await expect(modal.getByText("已选择 1 项")).toBeInTheDocument();
    await expect(modal.getByRole("button", { name: "移除 前台接待" })).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith("r4", [
        expect.objectContaining({ id: "r4", roleCode: "reception" }),
      ]),
    );
    await waitFor(() =>
      expect(within(canvasElement).getByRole("textbox", { name: "角色" })).toHaveValue("前台接待"),
    );
    // Opened again, the chosen role is the one ticked.
    const again = await openModal(canvasElement);
    await expect(await again.findByRole("button", { name: "移除 前台接待" })).toBeInTheDocument();
    await waitFor(() => expect(again.getAllByRole("radio")[3]).toBeChecked());
  },
};

/** Roles on their way: the 加载中 spinner over the table (a load that never answers). */
export const Loading: Story = {
  args: { load: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(await modal.findByRole("status")).toHaveTextContent("加载中");
  },
};

/** No role matches: 暂无数据, nothing selected. */
export const Empty: Story = {
  args: { load: async () => ({ records: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    const results = within(modal.getByRole("grid", { name: "查询结果" }));
    await expect(await results.findByText("暂无数据")).toBeInTheDocument();
    await expect(modal.getByText("已选择 0 项")).toBeInTheDocument();
  },
};

/** A failed load shows the server's message and 重新加载, which asks again. */
export const LoadError: Story = {
  args: { load: fn(async () => Promise.reject(new Error("角色列表加载失败：没有权限"))) },
  play: async ({ canvasElement, args }) => {
    const modal = await openModal(canvasElement);
    await expect(await modal.findByRole("alert")).toHaveTextContent("角色列表加载失败：没有权限");
    await userEvent.click(modal.getByRole("button", { name: "重新加载" }));
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
  },
};

/** Disabled: the chosen roles' names show; 选择 cannot be pressed. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "r1,r2" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "选择" })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "角色" })).toHaveValue("管理员,医生"));
  },
};
