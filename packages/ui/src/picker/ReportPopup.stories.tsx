import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { MessageHost, message } from "../message";
import { PopupField } from "./index";
import type { PickerQuery } from "./picker-types";
import { fakeLoad } from "./story-data";

const records = Array.from({ length: 12 }, (_, index) => ({
  id: `o${index + 1}`,
  order_no: `DD2026${String(index + 1).padStart(4, "0")}`,
  patient: ["王伟", "李芳", "张娜", "刘敏"][index % 4],
  amount: String(1200 + index * 100),
}));

const loaders = {
  loadColumns: fn(async (code: string) => ({
    cgRpConfigId: `cfg-${code}`,
    cgRpConfigName: "订单报表",
    columns: [
      { dataIndex: "order_no", title: "订单号" },
      { dataIndex: "patient", title: "患者" },
      { dataIndex: "amount", title: "金额" },
    ],
  })),
  // The fake report takes its clinic parameter as given (the rows are all that clinic's).
  loadData: fn(async (_id: string, { self_clinic, ...query }: PickerQuery) => fakeLoad(records)(query)),
};

/** A form with two fields the popup fills. */
function OrderForm(props: Partial<Parameters<typeof PopupField>[0]>) {
  const [form, setForm] = useState<Record<string, string>>({});
  return (
    <div className="flex w-96 flex-col gap-2">
      <PopupField
        code="order_report"
        orgFields="order_no,patient"
        destFields="orderNo,patientName"
        field="orderNo"
        aria-label="订单号"
        value={form.orderNo}
        onFill={(values) => setForm((previous) => ({ ...previous, ...values }))}
        params={{ clinic: "c1" }}
        {...loaders}
        {...props}
      />
      <output aria-label="患者姓名">{form.patientName ?? ""}</output>
      <MessageHost />
    </div>
  );
}

const meta = {
  title: "Components/Picker/ReportPopup",
  component: OrderForm,
  tags: ["autodocs"],
  // Tall enough for the open modal to be in the visual baseline.
  decorators: [
    (Story) => (
      <div className="min-h-[760px]">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => message.destroy(),
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §7, §9: the report's columns, rows with self_ params, width 1200, page size 10; chosen columns fill the form. */
export const FillsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "选择" }));
    const dialog = await screen.findByRole("dialog", { name: "订单报表" });
    await expect(dialog.style.width).toBe("1200px");
    await waitFor(() =>
      expect(loaders.loadData).toHaveBeenCalledWith("cfg-order_report", {
        self_clinic: "c1",
        pageNo: 1,
        pageSize: 10,
      }),
    );
    const modal = within(dialog);
    await userEvent.click(modal.getAllByRole("radio")[1] as HTMLElement);
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "订单号" })).toHaveValue("DD20260002"));
    await expect(canvas.getByRole("status", { name: "患者姓名" })).toHaveTextContent("李芳");
  },
};

/** Spec §5: confirming with nothing chosen warns 请选择一条记录 and stays open. */
export const NothingChosen: Story = {
  // Not a visual baseline: ends while the 请选择一条记录 toast animates; its play test checks the warning.
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
    const modal = within(await screen.findByRole("dialog", { name: "订单报表" }));
    await modal.findByText("DD20260001");
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await expect(await screen.findByText("请选择一条记录")).toBeInTheDocument();
    await expect(screen.getByRole("dialog", { name: "订单报表" })).toBeInTheDocument();
  },
};

/** Spec §5: without orgFields the popup does not open: popup参数未正确配置! */
export const MissingConfig: Story = {
  // Its last frame is a toast mid-fade: the play test checks the message; no visual baseline.
  tags: ["no-visual"],
  args: { orgFields: "" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
    await expect(await screen.findByText("popup参数未正确配置!")).toBeInTheDocument();
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

/** Spec §5: two source columns for one target field. */
export const CountMismatch: Story = {
  args: { destFields: "orderNo" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
    await expect(
      await screen.findByText("popup参数未正确配置,原始值和目标值数量不一致!"),
    ).toBeInTheDocument();
  },
};

/** Multi mode joins the chosen rows' values with commas. */
export const Multi: Story = {
  args: { multi: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "选择" }));
    const modal = within(await screen.findByRole("dialog", { name: "订单报表" }));
    await modal.findByText("DD20260001");
    const boxes = modal.getAllByRole("checkbox", { name: "选择此行" });
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: "订单号" })).toHaveValue("DD20260001,DD20260003"),
    );
    await expect(canvas.getByRole("status", { name: "患者姓名" })).toHaveTextContent("王伟,张娜");
  },
};

export const ColumnsLoadError: Story = {
  args: { loadColumns: () => Promise.reject(new Error("报表不存在")) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
    await expect(await screen.findByRole("alert")).toHaveTextContent("报表不存在");
  },
};

/** The report's columns on their way (a load that never answers): the default title 请选择 and the spinner. */
export const Loading: Story = {
  args: { loadColumns: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
    const modal = within(await screen.findByRole("dialog", { name: "请选择" }));
    await expect(await modal.findByRole("status")).toHaveTextContent("加载中");
    await expect(loaders.loadData).not.toHaveBeenCalled();
  },
};

/** The report has no rows for these parameters: 暂无数据; 确定 still warns 请选择一条记录 (spec §5). */
export const Empty: Story = {
  args: { loadData: fn(async () => ({ records: [], total: 0 })) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "选择" }));
    const modal = within(await screen.findByRole("dialog", { name: "订单报表" }));
    const results = within(modal.getByRole("grid", { name: "查询结果" }));
    await expect(await results.findByText("暂无数据")).toBeInTheDocument();
    await expect(args.loadData).toHaveBeenCalledWith("cfg-order_report", {
      self_clinic: "c1",
      pageNo: 1,
      pageSize: 10,
    });
    await expect(results.queryByRole("radio")).not.toBeInTheDocument();
  },
};

/** Disabled: the value shows, 选择 cannot be pressed and a click on the box opens nothing. */
export const Disabled: Story = {
  args: { disabled: true, value: "DD20260003" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "选择" })).toBeDisabled();
    const box = canvas.getByRole("textbox", { name: "订单号" });
    await expect(box).toHaveValue("DD20260003");
    await expect(box).toBeDisabled();
    await expect(loaders.loadColumns).not.toHaveBeenCalled();
  },
};

const LONG_PATIENT = "欧阳娜娜（复诊：种植牙二期手术后第三次复查）";

/**
 * Long Chinese texts: the report's columns are not cut (no ellipsis in the report popup), so a long value
 * wraps inside its 160-wide column and its row grows to show it whole; the chosen patient fills the form
 * whole. The popup is opened again at the end, so its rows are in the picture.
 */
export const LongText: Story = {
  args: {
    loadData: fn(async () => ({
      records: [
        { order_no: "DD20260101", patient: LONG_PATIENT, amount: "12800" },
        {
          order_no: "DD20260102",
          patient: "司马相如（正畸复查，含隐形矫治器第十二副佩戴评估）",
          amount: "3600",
        },
      ],
      total: 2,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "选择" }));
    const modal = within(await screen.findByRole("dialog", { name: "订单报表" }));
    const results = within(modal.getByRole("grid", { name: "查询结果" }));
    await userEvent.click((await results.findAllByRole("radio"))[0] as HTMLElement);
    const cell = results.getByText(LONG_PATIENT).closest('[role="gridcell"]') as HTMLElement;
    await expect(cell.scrollHeight).toBeLessThanOrEqual(cell.clientHeight);
    await expect(cell.getBoundingClientRect().width).toBe(160);
    await expect(modal.getByRole("button", { name: "移除 DD20260101" })).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(canvas.getByRole("status", { name: "患者姓名" })).toHaveTextContent(LONG_PATIENT),
    );
    await expect(canvas.getByRole("textbox", { name: "订单号" })).toHaveValue("DD20260101");
    await userEvent.click(canvas.getByRole("button", { name: "选择" }));
    const again = within(await screen.findByRole("dialog", { name: "订单报表" }));
    await expect(await again.findByText(LONG_PATIENT)).toBeInTheDocument();
  },
};
