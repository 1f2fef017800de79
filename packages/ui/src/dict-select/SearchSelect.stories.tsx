import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { MessageHost, message } from "../message";
import type { SearchDictItems } from "./dict-types";
import { SearchSelect } from "./SearchSelect";
import { doctors } from "./story-loaders";

/** The server's loadDict: texts containing the keyword, at most pageSize. */
const search: SearchDictItems = async (_code, keyword, pageSize) =>
  doctors.filter((doctor) => doctor.text.includes(keyword)).slice(0, pageSize);

const meta = {
  title: "Components/SearchSelect",
  component: SearchSelect,
  tags: ["autodocs"],
  args: {
    dictCode: "sys_user,realname,username",
    search: fn(search),
    onChange: fn(),
    "aria-label": "主治医生",
  },
  beforeEach: () => {
    message.destroy();
  },
  render: (args) => (
    <>
      <SearchSelect {...args} />
      <MessageHost />
    </>
  ),
  decorators: [
    (Story) => (
      <div className="min-h-[440px] w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §7, §9: the search waits 800 ms after the last key and asks for 10 items; choosing emits the value.
 * An empty keyword asks 请输入搜索内容.
 */
export const Search: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole("combobox", { name: "主治医生" });
    await userEvent.click(combobox);
    await expect(await screen.findByText("请输入搜索内容")).toBeVisible();
    await userEvent.type(combobox, "张");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(args.search).not.toHaveBeenCalled();
    await waitFor(() => expect(args.search).toHaveBeenCalledWith("sys_user,realname,username", "张", 10));
    const options = await screen.findAllByRole("option");
    await expect(options).toHaveLength(6);
    await userEvent.click(screen.getByRole("option", { name: "张医生6号" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("doctor6");
    await expect(combobox).toHaveValue("张医生6号");
  },
};

/** No match: 没有查询到任何数据 (spec §5). */
export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "主治医生" }), "孙");
    await expect(await screen.findByText("没有查询到任何数据")).toBeVisible();
  },
};

/** A failed search shows the server's message as a warning (spec §8). */
export const Failure: Story = {
  args: { search: fn<SearchDictItems>(async () => Promise.reject(new Error("字典表不在允许范围内"))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "主治医生" }), "张");
    await expect(await screen.findByText("字典表不在允许范围内")).toBeVisible();
  },
};

/** A value set from outside shows its text, loaded once (loadDictItem). */
export const InitialValue: Story = {
  args: { defaultValue: "doctor2", loadTexts: fn(async () => ["王医生2号"]) },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "主治医生" })).toHaveValue("王医生2号"));
    await expect(args.loadTexts).toHaveBeenCalledWith("sys_user,realname,username", ["doctor2"]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "主治医生" })).toBeDisabled();
  },
};

/** While the server searches (here it never answers), the list says 加载中 and is marked busy. */
export const Loading: Story = {
  args: { search: fn<SearchDictItems>(() => new Promise(() => undefined)) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "主治医生" }), "张");
    await expect(await screen.findByText("加载中")).toBeVisible();
    await expect(screen.getByRole("listbox")).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(args.search).toHaveBeenCalledWith("sys_user,realname,username", "张", 10));
    await expect(screen.getByText("加载中")).toBeVisible();
  },
};

const longDoctors = [
  { value: "doctor101", text: "欧阳医生（口腔颌面外科主任医师，种植与修复联合门诊负责人）" },
  { value: "doctor102", text: "欧阳助理（正畸科）" },
];

/**
 * A long name: the option keeps one line (its whole text as the title) and, chosen, the box shows it on one
 * line, cut by the box's width.
 */
export const LongText: Story = {
  args: { search: fn<SearchDictItems>(async () => longDoctors) },
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole("combobox", { name: "主治医生" });
    await userEvent.type(combobox, "欧阳");
    const option = await screen.findByRole("option", { name: longDoctors[0]?.text });
    await expect(option).toHaveAttribute("title", longDoctors[0]?.text);
    await expect(option.getBoundingClientRect().height).toBe(
      screen.getByRole("option", { name: "欧阳助理（正畸科）" }).getBoundingClientRect().height,
    );
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenLastCalledWith("doctor101");
    await expect(combobox).toHaveValue(longDoctors[0]?.text);
    await expect(combobox.scrollWidth).toBeGreaterThan(combobox.clientWidth);
  },
};
