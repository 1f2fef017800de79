import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { MessageHost, message } from "../message";
import { UserPicker } from "./index";
import { fakeLoad, fakeLoadByKeys, makeUsers } from "./story-data";

const users = makeUsers(45);
const load = fakeLoad(users);
const loadSelected = fakeLoadByKeys(users, "username");

const meta = {
  title: "Components/Picker/UserPicker",
  component: UserPicker,
  tags: ["autodocs"],
  // Tall enough for the open modal to be in the visual baseline.
  decorators: [
    (Story) => (
      <div className="min-h-[760px]">
        <Story />
      </div>
    ),
  ],
  args: { load, loadSelected, onChange: fn(), "aria-label": "负责人" },
  beforeEach: () => message.destroy(),
  render: (args) => (
    <div className="w-96">
      <UserPicker {...args} />
      <MessageHost />
    </div>
  ),
} satisfies Meta<typeof UserPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPicker = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole("button", { name: "选择" }));
  return screen.findByRole("dialog", { name: "选择用户" });
};

/** Spec §2, §9: width 1200; account, sex and birthday filters; several users ticked across pages, one removed. */
export const Multi: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openPicker(canvas);
    // The inline width; the window may clamp the box (never wider than the window).
    await expect(dialog.style.width).toBe("1200px");
    const modal = within(dialog);
    for (const label of ["用户账号", "性别", "生日"])
      await expect(modal.getByLabelText(label)).toBeInTheDocument();
    await modal.findByText("user00001");
    const rowBoxes = () => modal.getAllByRole("checkbox", { name: "选择此行" });
    await userEvent.click(rowBoxes()[0] as HTMLElement);
    await userEvent.click(rowBoxes()[1] as HTMLElement);
    // Page 2 keeps page 1's ticks.
    await userEvent.click(modal.getByRole("button", { name: "第 2 页" }));
    await modal.findByText("user00011");
    await userEvent.click(rowBoxes()[0] as HTMLElement);
    await expect(modal.getByText("已选择 3 项")).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "移除 王伟" }));
    await expect(modal.getByText("已选择 2 项")).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith("user00002,user00011", expect.any(Array)));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "负责人" })).toHaveValue("李芳,王杰"));
  },
};

/** The query text is the account (spec §2): Enter searches from page 1. */
export const SearchByAccount: Story = {
  play: async ({ canvasElement }) => {
    const modal = within(await openPicker(within(canvasElement)));
    await modal.findByText("user00001");
    await userEvent.type(modal.getByLabelText("用户账号"), "user0004{Enter}");
    await waitFor(() => expect(modal.queryByText("user00001")).not.toBeInTheDocument());
    await expect(modal.getByText("user00040")).toBeInTheDocument();
    await expect(modal.getByText("user00045")).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "重置" }));
    await modal.findByText("user00001");
  },
};

/** Single mode: radios, a second pick replaces the first (spec §9). */
export const Single: Story = {
  args: { mode: "single" },
  play: async ({ canvasElement, args }) => {
    const modal = within(await openPicker(within(canvasElement)));
    await modal.findByText("user00001");
    const radios = () => modal.getAllByRole("radio");
    await userEvent.click(radios()[0] as HTMLElement);
    await userEvent.click(radios()[3] as HTMLElement);
    await expect(modal.getByText("已选择 1 项")).toBeInTheDocument();
    await userEvent.click(modal.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith("user00004", [expect.objectContaining({ id: "u4" })]),
    );
  },
};

/** A value set from outside shows realnames and opens ticked (the valueKey list loaded back). */
export const WithValue: Story = {
  args: { defaultValue: "user00003,user00005" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "负责人" })).toHaveValue("张娜,陈静"));
    const modal = within(await openPicker(canvas));
    await modal.findByText("已选择 2 项");
    await expect(modal.getByRole("button", { name: "移除 张娜" })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { load: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    const modal = within(await openPicker(within(canvasElement)));
    await expect(await modal.findByRole("status")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { load: async () => ({ records: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    const modal = within(await openPicker(within(canvasElement)));
    await expect(await modal.findByText("暂无数据")).toBeInTheDocument();
  },
};

/** A failed load shows the server's message and 重新加载, which asks again. */
export const LoadError: Story = {
  args: { load: fn(async () => Promise.reject(new Error("服务器繁忙，请稍后再试"))) },
  play: async ({ canvasElement, args }) => {
    const modal = within(await openPicker(within(canvasElement)));
    await expect(await modal.findByRole("alert")).toHaveTextContent("服务器繁忙，请稍后再试");
    await userEvent.click(modal.getByRole("button", { name: "重新加载" }));
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "user00001" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "选择" })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "负责人" })).toHaveValue("王伟"));
  },
};

/** Long Chinese names: the box keeps one line and shows the whole text as its title. */
export const LongText: Story = {
  args: {
    defaultValue: "user00121,user00122,user00123,user00124,user00125",
    load: fakeLoad(makeUsers(130)),
    loadSelected: fakeLoadByKeys(makeUsers(130), "username"),
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("textbox", { name: "负责人" });
    await waitFor(() => expect(box).toHaveAttribute("title", expect.stringContaining(",")));
  },
};
