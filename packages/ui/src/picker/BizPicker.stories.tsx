import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { BizPicker } from "./index";
import type { PickerRow } from "./picker-types";
import { fakeLoad, fakeLoadByKeys } from "./story-data";

const patients: PickerRow[] = Array.from({ length: 23 }, (_, index) => ({
  id: `p${index + 1}`,
  name: index === 0 ? "欧阳娜娜（复诊：种植牙二期手术后第三次复查）" : `患者${index + 1}`,
  cardNo: `MC${String(1000 + index)}`,
  phone: `139${String(20000000 + index)}`,
}));

const meta = {
  title: "Components/Picker/BizPicker",
  component: BizPicker,
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
    load: fn(fakeLoad(patients)),
    loadSelected: fakeLoadByKeys(patients, "id"),
    onChange: fn(),
    "aria-label": "患者",
    modal: {
      title: "选择患者",
      columns: [
        { title: "姓名", dataIndex: "name", width: 160 },
        { title: "会员卡号", dataIndex: "cardNo", width: 120 },
        { title: "手机号", dataIndex: "phone", width: 130 },
      ],
      searchFields: [
        { name: "name", label: "姓名" },
        { name: "cardNo", label: "会员卡号" },
      ],
    },
  },
  render: (args) => (
    <div className="w-96">
      <BizPicker {...args} />
    </div>
  ),
} satisfies Meta<typeof BizPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §9: width 900, page size 5 with 5/10/20/30, search form left, the selected rows as a table, texts
 * cut at 12; the value's keys are loaded back on open.
 */
export const SearchAndSelect: Story = {
  args: { defaultValue: "p1" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
    const dialog = await screen.findByRole("dialog", { name: "选择患者" });
    await expect(dialog.style.width).toBe("900px");
    const modal = within(dialog);
    await waitFor(() => expect(args.load).toHaveBeenCalledWith({ pageNo: 1, pageSize: 5 }));
    const selected = within(await modal.findByRole("region", { name: "已选择的记录" }));
    await expect(await selected.findByRole("button", { name: /移除 欧阳娜娜/ })).toBeInTheDocument();
    await userEvent.type(modal.getByLabelText("会员卡号"), "MC1007{Enter}");
    await waitFor(() =>
      expect(args.load).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 5, cardNo: "MC1007" }),
    );
    await userEvent.click(await modal.findByRole("checkbox", { name: "选择此行" }));
    await expect(selected.getByText("已选择 2 项")).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith("p1,p8", expect.any(Array)));
  },
};

/** The page sizes offered are 5, 10, 20 and 30. */
export const PageSizes: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
    const modal = within(await screen.findByRole("dialog", { name: "选择患者" }));
    await modal.findByText("患者5");
    await expect(modal.queryByText("患者6")).not.toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "第 5 页" }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ pageNo: 5, pageSize: 5 }));
    await expect(await modal.findByText("患者23")).toBeInTheDocument();
  },
};
