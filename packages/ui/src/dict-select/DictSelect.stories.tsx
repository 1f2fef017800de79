import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { DictSelect } from "./DictSelect";
import { DictText } from "./DictText";
import { loadDictItems, loadNever } from "./story-loaders";

const meta = {
  title: "Components/DictSelect",
  component: DictSelect,
  tags: ["autodocs"],
  args: { dictCode: "sex", loadDictItems, onChange: fn(), "aria-label": "性别" },
  decorators: [
    (Story) => (
      <div className="min-h-[240px] w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DictSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The items load by dictionary code; choosing emits the item's value. */
export const Select: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "性别" }));
    await userEvent.click(await screen.findByRole("option", { name: "女" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("2");
  },
};

/** Radios (JDictSelectTag type radio) and button radios. */
export const Radio: Story = {
  args: { mode: "radio", defaultValue: "1" },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole("radio", { name: "男" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "女" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("2");
  },
};

export const RadioButton: Story = {
  args: { mode: "radio-button", value: "2" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("radio", { name: "女" })).toBeChecked();
  },
};

/** Several values travel as one string joined by the separator (default comma, spec §9); long texts wrap. */
export const Checkbox: Story = {
  args: { mode: "checkbox", dictCode: "treatment", "aria-label": "治疗项目", defaultValue: "clean" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("checkbox", { name: "根管治疗" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("clean,root");
    await userEvent.click(canvas.getByRole("checkbox", { name: /种植牙/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith("clean,root,implant");
  },
};

export const MultipleWithSeparator: Story = {
  args: {
    mode: "multiple",
    dictCode: "treatment",
    "aria-label": "治疗项目",
    separator: "|",
    defaultValue: "fill|root",
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole("button", { name: "移除 补牙" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "移除 补牙" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("root");
  },
};

/** While the items load, the select says so. */
export const Loading: Story = {
  args: { loadDictItems: loadNever },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "性别" }));
    await expect(await screen.findByText("加载中")).toBeVisible();
  },
};

/** Spec §8: an empty dictionary code shows 字典Code不能为空! and loads nothing. */
export const EmptyCode: Story = {
  args: { dictCode: " ", loadDictItems: fn(loadDictItems) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("字典Code不能为空!");
    await expect(args.loadDictItems).not.toHaveBeenCalled();
  },
};

/** A failed load leaves the list empty (spec §8: dictionary lookup failure is logged only). */
export const LoadFailed: Story = {
  args: { dictCode: "missing" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "性别" }));
    await expect(await screen.findByText("暂无数据")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: "1" },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole("combobox", { name: "性别" });
    await expect(combobox).toBeDisabled();
    await waitFor(() => expect(combobox).toHaveValue("男"));
  },
};

/** DictText: the texts of a stored value (a list cell); unknown values show as they are. */
export const Text: StoryObj<typeof DictText> = {
  render: () => <DictText dictCode="treatment" loadDictItems={loadDictItems} value="clean,implant,unknown" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("洁牙,种植牙（含术前检查、骨增量评估与术后三次复查）,unknown"),
    ).toBeVisible();
  },
};
