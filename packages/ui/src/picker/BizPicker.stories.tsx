import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { BizPicker } from "./index";
import type { LoadPickerPage, PickerRow } from "./picker-types";
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

const LONG_NAME = "欧阳娜娜（复诊：种植牙二期手术后第三次复查）";

const openModal = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
  return within(await screen.findByRole("dialog", { name: "选择患者" }));
};

/**
 * Single mode (radios): the value's row opens ticked and a second pick replaces it. The long name is cut at
 * 12 (spec §9: six Han characters, then …) in both tables, while the box shows it whole, with a title.
 */
export const SingleWithLongName: Story = {
  args: { mode: "single", defaultValue: "p1" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "患者" });
    await waitFor(() => expect(box).toHaveValue(LONG_NAME));
    await expect(box).toHaveAttribute("title", LONG_NAME);
    const modal = await openModal(canvasElement);
    const results = within(modal.getByRole("grid", { name: "查询结果" }));
    await waitFor(() => expect(results.getByText("欧阳娜娜（复…")).toBeInTheDocument());
    const selected = within(modal.getByRole("region", { name: "已选择的记录" }));
    await expect(await selected.findByText("欧阳娜娜（复…")).toBeInTheDocument();
    await expect(results.getAllByRole("radio")[0]).toBeChecked();
    await userEvent.click(results.getAllByRole("radio")[2] as HTMLElement);
    await expect(results.getAllByRole("radio")[0]).not.toBeChecked();
    await expect(selected.getByText("已选择 1 项")).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith("p3", [expect.objectContaining({ name: "患者3" })]),
    );
    await waitFor(() => expect(box).toHaveValue("患者3"));
    // Opened again, the new value is the one ticked (the long name still cut in the results).
    const again = await openModal(canvasElement);
    const selectedAgain = within(again.getByRole("region", { name: "已选择的记录" }));
    await expect(await selectedAgain.findByRole("button", { name: "移除 患者3" })).toBeInTheDocument();
    await expect(selectedAgain.getByText("已选择 1 项")).toBeInTheDocument();
    const resultsAgain = within(again.getByRole("grid", { name: "查询结果" }));
    await waitFor(() => expect(resultsAgain.getAllByRole("radio")[2]).toBeChecked());
    await expect(resultsAgain.getByText("欧阳娜娜（复…")).toBeInTheDocument();
  },
};

/** Rows on their way: the results table is covered by the 加载中 spinner (a load that never answers). */
export const Loading: Story = {
  args: { load: fn<LoadPickerPage>(() => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(await modal.findByRole("status")).toHaveTextContent("加载中");
    await expect(modal.getByRole("grid", { name: "查询结果" })).toBeInTheDocument();
  },
};

/** No patient matches: the results table says 暂无数据 and 已选择 0 项. */
export const Empty: Story = {
  args: { load: fn<LoadPickerPage>(async () => ({ records: [], total: 0 })) },
  play: async ({ canvasElement, args }) => {
    const modal = await openModal(canvasElement);
    await waitFor(() => expect(args.load).toHaveBeenCalledWith({ pageNo: 1, pageSize: 5 }));
    const results = within(modal.getByRole("grid", { name: "查询结果" }));
    await expect(await results.findByText("暂无数据")).toBeInTheDocument();
    await expect(modal.getByText("已选择 0 项")).toBeInTheDocument();
  },
};

/** A failed load shows the server's message and 重新加载, which asks again for page 1 of 5. */
export const LoadError: Story = {
  args: { load: fn<LoadPickerPage>(async () => Promise.reject(new Error("会员服务暂不可用，请稍后再试"))) },
  play: async ({ canvasElement, args }) => {
    const modal = await openModal(canvasElement);
    await expect(await modal.findByRole("alert")).toHaveTextContent("会员服务暂不可用，请稍后再试");
    await userEvent.click(modal.getByRole("button", { name: "重新加载" }));
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
    await expect(args.load).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 5 });
  },
};

/** Disabled: the chosen name shows, 选择 cannot be pressed and there is no clear button. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "p2" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "选择" })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "患者" })).toHaveValue("患者2"));
    await expect(canvas.queryByRole("button", { name: "清除" })).not.toBeInTheDocument();
  },
};
