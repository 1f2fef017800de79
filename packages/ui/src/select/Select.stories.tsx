import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor } from "storybook/test";
import { Select } from "./Select";
import type { SingleSelectProps } from "./select-props";
import type { SelectOption } from "./select-types";
import { useSelect } from "./use-select";

const cities: SelectOption[] = [
  { value: "bj", label: "北京" },
  { value: "sh", label: "上海" },
  { value: "gz", label: "广州", disabled: true },
  { value: "sz", label: "深圳" },
  { value: "hz", label: "杭州" },
  { value: "cd", label: "成都" },
];

const projects: SelectOption[] = [
  { value: "clean", label: "洁牙" },
  { value: "fill", label: "补牙" },
  { value: "root", label: "根管治疗" },
  { value: "crown", label: "烤瓷牙冠" },
  { value: "implant", label: "种植牙" },
  { value: "ortho", label: "隐形矫正" },
];

const meta = {
  title: "Components/Select",
  component: Select,
  tags: ["autodocs"],
  args: { options: cities, "aria-label": "城市", placeholder: "请选择城市", onChange: fn() },
  argTypes: {
    size: { control: "inline-radio", options: ["small", "middle", "large"] },
    status: { control: "inline-radio", options: [undefined, "error", "warning"] },
    options: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="min-h-[300px] w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<SingleSelectProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => screen.queryByRole("listbox");

/** Click opens, a click on an option chooses it and closes the list; focus stays in the field. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole("combobox", { name: "城市" });
    await expect(combobox.parentElement?.parentElement?.getBoundingClientRect().height).toBe(32);
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(await screen.findByRole("option", { name: "上海" }));
    await expect(args.onChange).toHaveBeenCalledWith("sh", cities[1]);
    await waitFor(() => expect(listbox()).toBeNull());
    await expect(combobox).toHaveValue("上海");
    await expect(combobox).toHaveFocus();
  },
};

/**
 * The listbox pattern: focus stays in the combobox and `aria-activedescendant` names the active option.
 * ArrowDown opens and moves (wrapping, skipping disabled 广州), Enter chooses, Escape closes.
 */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole("combobox", { name: "城市" });
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const list = await screen.findByRole("listbox");
    await expect(combobox).toHaveAttribute("aria-controls", list.id);
    const active = () => document.getElementById(combobox.getAttribute("aria-activedescendant") ?? "");
    await expect(active()).toHaveTextContent("北京");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(active()).toHaveTextContent("深圳");
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("sz", cities[3]);
    await waitFor(() => expect(listbox()).toBeNull());
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await expect(active()).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(listbox()).toBeNull());
    await expect(combobox).toHaveFocus();
  },
};

/** Open from the start, with a chosen and a disabled option (for the screenshot). */
export const Open: Story = {
  args: { defaultValue: "sh", defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole("option", { name: "上海" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(screen.getByRole("option", { name: "广州" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Typing filters by label; the chosen text turns into the placeholder while searching. */
export const Searchable: Story = {
  args: {
    showSearch: true,
    defaultValue: "bj",
    options: projects,
    "aria-label": "项目",
    placeholder: "搜索项目",
  },
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole("combobox", { name: "项目" });
    await userEvent.click(combobox);
    await expect(combobox).toHaveValue("");
    await userEvent.keyboard("牙");
    await waitFor(() =>
      expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
        "洁牙",
        "补牙",
        "烤瓷牙冠",
        "种植牙",
      ]),
    );
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("crown", projects[3]);
    await expect(combobox).toHaveValue("烤瓷牙冠");
  },
};

/** Nothing matches: the catalog's empty text (暂无数据). */
export const Empty: Story = {
  args: { options: [], defaultOpen: true },
  play: async () => {
    await expect(await screen.findByText("暂无数据")).toBeVisible();
  },
};

/** Options on their way: a spinner in place of the arrow, and the list says so. */
export const Loading: Story = {
  args: { options: [], loading: true, defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole("listbox")).toHaveAttribute("aria-busy", "true");
    await expect(screen.getByText("加载中")).toBeVisible();
  },
};

/** Choices stay open; tags beyond `maxTagCount` fold into +N; Backspace removes the last tag. */
export const Multiple: Story = {
  render: (args) => (
    <Select
      mode="multiple"
      options={projects}
      aria-label="治疗项目"
      placeholder="请选择治疗项目"
      maxTagCount={2}
      allowClear
      defaultValue={["clean", "root", "implant"]}
      onChange={args.onChange as (value: string[]) => void}
    />
  ),
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText("+1")).toBeVisible();
    const combobox = canvas.getByRole("combobox", { name: "治疗项目" });
    await userEvent.click(combobox);
    await expect(await screen.findByRole("listbox")).toHaveAttribute("aria-multiselectable", "true");
    await userEvent.click(screen.getByRole("option", { name: "补牙" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      ["clean", "root", "implant", "fill"],
      expect.any(Array),
    );
    await expect(canvas.getByText("+2")).toBeVisible();
    await expect(listbox()).not.toBeNull();
    await userEvent.keyboard("{Escape}{Backspace}");
    await expect(args.onChange).toHaveBeenLastCalledWith(["clean", "root", "implant"], expect.any(Array));
    await userEvent.click(canvas.getByRole("button", { name: "移除 洁牙" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["root", "implant"], expect.any(Array));
    await expect(canvas.queryByText("+1")).toBeNull();
  },
};

/**
 * Spec §4 "Select cell": a typed text that is no option is offered; chosen it becomes the value,
 * otherwise it is gone when the field loses focus.
 */
export const AllowInput: Story = {
  render: (args) => {
    const [value, setValue] = useState<string | null>(null);
    return (
      <div className="flex flex-col gap-3 font-sans text-control text-fg">
        <Select
          {...args}
          allowInput
          value={value}
          onChange={(next, option) => {
            setValue(next);
            args.onChange?.(next, option);
          }}
        />
        <output>值：{value ?? "无"}</output>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole("combobox", { name: "城市" });
    await userEvent.type(combobox, "厦门");
    await waitFor(() => expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["厦门"]));
    await userEvent.tab();
    await userEvent.click(combobox);
    await expect(screen.queryByRole("option", { name: "厦门" })).toBeNull();
    await userEvent.keyboard("厦门{Enter}");
    await expect(canvas.getByRole("status")).toHaveTextContent("值：厦门");
    await expect(combobox).toHaveValue("厦门");
    await userEvent.tab();
  },
};

/** Clear button on hover (pointer), Backspace from the keyboard. */
export const Clearable: Story = {
  args: { allowClear: true, defaultValue: "hz", onClear: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole("combobox", { name: "城市" });
    await userEvent.hover(combobox);
    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null, null);
    await expect(args.onClear).toHaveBeenCalled();
    await expect(combobox).toHaveValue("");
    await expect(combobox).toHaveFocus();
    await expect(listbox()).toBeNull();
  },
};

export const Status: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Select {...args} status="error" aria-label="科室" />
      <Select {...args} status="warning" aria-label="医生" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "科室" })).toBeInvalid();
    await expect(canvas.getByRole("combobox", { name: "医生" })).toBeValid();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Select {...args} size="small" aria-label="小号" defaultValue="bj" />
      <Select {...args} size="middle" aria-label="中号" defaultValue="bj" />
      <Select {...args} size="large" aria-label="大号" defaultValue="bj" />
      <Select
        mode="multiple"
        options={cities}
        size="small"
        aria-label="多选小号"
        defaultValue={["bj", "sh"]}
      />
      <Select
        mode="multiple"
        options={cities}
        size="middle"
        aria-label="多选中号"
        defaultValue={["bj", "sh"]}
      />
      <Select
        mode="multiple"
        options={cities}
        size="large"
        aria-label="多选大号"
        defaultValue={["bj", "sh"]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (name: string) =>
      canvas.getByRole("combobox", { name }).closest("[data-size]")?.getBoundingClientRect().height;
    await expect(["小号", "中号", "大号"].map(height)).toEqual([24, 32, 40]);
    await expect(["多选小号", "多选中号", "多选大号"].map(height)).toEqual([24, 32, 40]);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "bj", allowClear: true },
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole("combobox", { name: "城市" });
    await expect(combobox).toBeDisabled();
    await userEvent.click(combobox.parentElement as HTMLElement);
    await expect(listbox()).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long Chinese labels: ellipsis in the field, the tags and the list (the full text is the option's title). */
export const LongChineseText: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Select
        aria-label="门店"
        options={[
          { value: "a", label: "深圳市南山区科技园口腔医疗中心旗舰店（周末及节假日正常营业）" },
          { value: "b", label: "广州市天河区珠江新城牙科诊所" },
        ]}
        defaultValue="a"
      />
      <Select
        mode="multiple"
        aria-label="服务"
        options={[
          { value: "a", label: "儿童早期矫治与口腔健康管理长期跟踪服务" },
          { value: "b", label: "成人隐形矫正" },
        ]}
        defaultValue={["a", "b"]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const single = canvas.getByRole("combobox", { name: "门店" });
    await expect(single.closest("[data-size]")?.getBoundingClientRect().height).toBe(32);
    const tag = canvas.getByText("儿童早期矫治与口腔健康管理长期跟踪服务");
    await expect(tag.scrollWidth).toBeGreaterThan(tag.clientWidth);
  },
};

/**
 * The headless layer: `useSelect` holds the state and the keyboard; this rendering is the story's own
 * (an always-visible list under the field, no popover), as an editable-table cell editor would do.
 */
export const Headless: Story = {
  render: () => {
    const select = useSelect({ options: projects, mode: "multiple", showSearch: true, defaultOpen: true });
    return (
      <div className="flex flex-col gap-2 font-sans text-control text-fg">
        <input
          {...select.inputProps}
          aria-label="自定义渲染"
          placeholder="输入以筛选"
          className="h-control rounded-control border border-border bg-surface px-[11px]"
        />
        {select.open && (
          <div {...select.listboxProps} className="rounded-control border border-border">
            {select.items.map((item) => (
              <div
                key={item.option.value}
                {...select.getOptionProps(item)}
                className={item.active ? "bg-fill-hover px-3 py-1" : "px-3 py-1"}
              >
                {item.selected ? "☑" : "☐"} {item.option.label}
              </div>
            ))}
          </div>
        )}
        <output>已选：{select.values.join("、") || "无"}</output>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole("combobox", { name: "自定义渲染" });
    combobox.focus();
    await userEvent.keyboard("牙");
    await expect(canvas.getAllByRole("option")).toHaveLength(4);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByRole("status")).toHaveTextContent("已选：fill");
  },
};
