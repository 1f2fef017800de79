import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen } from "storybook/test";
import type { LoadDictItems } from "../dict-select";
import { QueryForm } from "./QueryForm";
import type { QueryFormField } from "./query-form-types";

const loadDictItems: LoadDictItems = async () => [
  { value: "1", text: "男" },
  { value: "2", text: "女" },
];

const fields: QueryFormField[] = [
  { name: "realname", label: "患者姓名", filter: "like", trim: true },
  { name: "sex", label: "性别", type: "dict", dictCode: "sex" },
  {
    name: "status",
    label: "订单状态",
    type: "select",
    options: [
      { value: "1", label: "待就诊" },
      { value: "2", label: "已完成" },
    ],
  },
  { name: "age", label: "年龄", type: "number" },
  { name: "createTime", label: "创建时间", type: "date-range" },
  { name: "remark", label: "备注（种植牙术后复查说明）", filter: "ne" },
];

const meta = {
  title: "Components/QueryForm",
  component: QueryForm,
  tags: ["autodocs"],
  args: { fields, loadDictItems, onSearch: fn(), onReset: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-[320px] w-[900px] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QueryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Enter in a text field submits; text is marked by its filter (spec §5: like → *v*, trimmed) and a dictionary
 * field sends the item's value. Only the first 3 fields show until 展开.
 */
export const Search: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByLabelText("年龄")).toBeNull();
    await userEvent.click(canvas.getByRole("combobox", { name: "性别" }));
    await userEvent.click(await screen.findByRole("option", { name: "女" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "患者姓名" }), " 张三 {Enter}");
    await expect(args.onSearch).toHaveBeenLastCalledWith({ realname: "*张三*", sex: "2" });
  },
};

/** 展开 shows the rest (a date range sends _begin / _end, ne marks !v); 重置 empties every field. */
export const ExpandAndReset: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: "展开" });
    await userEvent.click(toggle);
    await expect(canvas.getByRole("button", { name: "收起" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.type(canvas.getByRole("combobox", { name: "创建时间开始" }), "2024-05-01");
    await userEvent.type(canvas.getByRole("combobox", { name: "创建时间结束" }), "2024-05-31{Enter}");
    await userEvent.type(canvas.getByRole("textbox", { name: "备注（种植牙术后复查说明）" }), "复查");
    await userEvent.type(canvas.getByRole("spinbutton", { name: "年龄" }), "30");
    await userEvent.click(canvas.getByRole("button", { name: "查询" }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      age: "30",
      createTime_begin: "2024-05-01",
      createTime_end: "2024-05-31",
      remark: "!复查",
    });
    await userEvent.click(canvas.getByRole("button", { name: "重置" }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("textbox", { name: "备注（种植牙术后复查说明）" })).toHaveValue("");
    await userEvent.click(canvas.getByRole("button", { name: "查询" }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({});
  },
};

/** Values the page restores (from the URL or a saved state) show at once. */
export const WithValues: Story = {
  args: { defaultValues: { realname: "李四", status: "2" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "患者姓名" })).toHaveValue("李四");
    await expect(canvas.getByRole("combobox", { name: "订单状态" })).toHaveValue("已完成");
  },
};

/** Disabled: the restored values show, no field takes input, 查询 and 重置 cannot be pressed; 展开 still shows the rest. */
export const Disabled: Story = {
  args: { disabled: true, defaultValues: { realname: "李四", status: "2", age: "30" } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("textbox", { name: "患者姓名" })).toHaveValue("李四");
    await expect(canvas.getByRole("textbox", { name: "患者姓名" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "性别" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "订单状态" })).toHaveValue("已完成");
    await expect(canvas.getByRole("combobox", { name: "订单状态" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "查询" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "重置" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "展开" }));
    await expect(canvas.getByRole("spinbutton", { name: "年龄" })).toHaveValue("30");
    await expect(canvas.getByRole("spinbutton", { name: "年龄" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "创建时间开始" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "创建时间结束" })).toBeDisabled();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

const longFields: QueryFormField[] = [
  { name: "realname", label: "患者姓名（含曾用名）", filter: "like" },
  {
    name: "project",
    label: "治疗项目",
    type: "select",
    options: [
      { value: "implant", label: "种植牙（含术前检查、骨增量评估与术后三次复查）" },
      { value: "ortho", label: "正畸" },
    ],
  },
  { name: "remark", label: "备注（种植牙术后复查说明）", filter: "like" },
];

/**
 * Long labels and values: a label longer than 40% of its cell is cut on one line (whole in its title) so
 * the field keeps the rest of the row; a long value stays on one line in its box; the values are sent whole.
 */
export const LongText: Story = {
  args: {
    fields: longFields,
    defaultValues: {
      realname: "欧阳娜娜（曾用名：欧阳娜）",
      project: "implant",
      remark: "二期手术后第三次复查，需拍全景片并评估骨结合情况",
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const form = canvas.getByRole("form", { name: "查询条件" });
    const controlHeight = canvas.getByRole("button", { name: "查询" }).getBoundingClientRect().height;
    for (const label of form.querySelectorAll("label"))
      await expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(controlHeight);
    const remarkLabel = form.querySelector('label[title="备注（种植牙术后复查说明）"]') as HTMLElement;
    await expect(remarkLabel.scrollWidth).toBeGreaterThan(remarkLabel.clientWidth);
    const remark = canvas.getByRole("textbox", { name: "备注（种植牙术后复查说明）" });
    await expect(remark.getBoundingClientRect().height).toBeLessThanOrEqual(controlHeight);
    await expect(remark.getBoundingClientRect().width).toBeGreaterThan(
      remarkLabel.getBoundingClientRect().width,
    );
    await expect(canvas.getByRole("combobox", { name: "治疗项目" })).toHaveValue(
      "种植牙（含术前检查、骨增量评估与术后三次复查）",
    );
    await userEvent.click(canvas.getByRole("button", { name: "查询" }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      realname: "*欧阳娜娜（曾用名：欧阳娜）*",
      project: "implant",
      remark: "*二期手术后第三次复查，需拍全景片并评估骨结合情况*",
    });
  },
};
