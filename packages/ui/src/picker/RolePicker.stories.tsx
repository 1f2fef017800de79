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
