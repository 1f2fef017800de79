import type { Meta, StoryObj } from "@storybook/react-vite";
import { isBefore, isWeekend, startOfDay } from "date-fns";
import { expect, fn, screen, waitFor } from "storybook/test";
import { enUS, LocaleProvider } from "../locale";
import { Modal } from "../modal";
import { DatePicker } from "./DatePicker";

/** Stories pin "today" so the calendar and the screenshots never change. */
const NOW = new Date(2024, 4, 15, 9, 30, 0);

const meta = {
  title: "Components/DatePicker",
  component: DatePicker,
  tags: ["autodocs"],
  args: { now: NOW, onChange: fn(), "aria-label": "预约日期" },
  argTypes: {
    size: { control: "inline-radio", options: ["small", "middle", "large"] },
    status: { control: "inline-radio", options: [undefined, "error", "warning"] },
    now: { control: "date" },
  },
  decorators: [
    (Story) => (
      <div className="min-h-[380px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const calendar = () => screen.findByRole("dialog", { name: "选择日期" });
const closed = () => waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

/**
 * Open from the start. Escape closes; ArrowDown in the box opens the calendar on the chosen day;
 * arrows move by days and weeks, PageDown/PageUp by months, Enter chooses and returns to the box.
 */
export const Default: Story = {
  args: { defaultValue: "2024-05-15", defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    const grid = await screen.findByRole("grid", { name: "2024年5月" });
    await expect(grid.querySelector('[aria-selected="true"] button')).toHaveAccessibleName(
      "2024年5月15日 星期三",
    );
    await userEvent.keyboard("{Escape}");
    await closed();

    const box = canvas.getByRole("combobox", { name: "预约日期" });
    box.focus();
    await userEvent.keyboard("{ArrowDown}");
    await calendar();
    await waitFor(() => expect(screen.getByRole("button", { name: "2024年5月15日 星期三" })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}{ArrowDown}");
    await expect(screen.getByRole("button", { name: "2024年5月23日 星期四" })).toHaveFocus();
    await userEvent.keyboard("{PageDown}");
    await screen.findByRole("grid", { name: "2024年6月" });
    await expect(screen.getByRole("button", { name: "2024年6月23日 星期日" })).toHaveFocus();
    await userEvent.keyboard("{PageUp}{Home}");
    await expect(screen.getByRole("button", { name: "2024年5月20日 星期一" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await closed();
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-05-20");
    await expect(box).toHaveValue("2024-05-20");
    await expect(box).toHaveFocus();

    await userEvent.keyboard("{ArrowDown}");
    await calendar();
    await waitFor(() => expect(screen.getByRole("button", { name: "2024年5月20日 星期一" })).toHaveFocus());
  },
};

/**
 * Typing: lenient text becomes `YYYY-MM-DD` on blur; a complete date commits at once; invalid text
 * reverts to the last valid value on blur (nothing lost silently); the clear button empties it.
 */
export const Typing: Story = {
  args: { defaultValue: "2024-05-15" },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("combobox", { name: "预约日期" });
    await userEvent.tripleClick(box);
    await userEvent.keyboard("2024/6/1");
    await userEvent.tab();
    await expect(box).toHaveValue("2024-06-01");
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-06-01");

    await userEvent.tripleClick(box);
    await userEvent.keyboard("2024-13-40");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("请输入有效日期，格式 YYYY-MM-DD");
    await userEvent.tab();
    await expect(box).toHaveValue("2024-06-01");
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    await userEvent.tripleClick(box);
    await userEvent.keyboard("2024-07-08");
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-07-08");
    await userEvent.keyboard("{Enter}");
    await closed();

    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(box).toHaveValue("");
    await expect(box).toHaveFocus();
    await userEvent.keyboard("20240708");
    await userEvent.tab();
    await expect(box).toHaveValue("2024-07-08");
  },
};

/** Clicking the box opens the calendar and keeps typing possible; a click on a day chooses it. */
export const PointerPick: Story = {
  args: { defaultValue: "2024-05-15" },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("combobox", { name: "预约日期" });
    await userEvent.click(box);
    await calendar();
    await expect(box).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "下个月" }));
    await screen.findByRole("grid", { name: "2024年6月" });
    await expect(box).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "2024年6月3日 星期一" }));
    await closed();
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-06-03");
    await userEvent.click(box);
    await screen.findByRole("grid", { name: "2024年6月" });
  },
};

/** Nothing chosen: the calendar opens on today's month, today is marked, 今天 chooses it. */
export const Empty: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    await screen.findByRole("grid", { name: "2024年5月" });
    await expect(screen.getByRole("button", { name: "2024年5月15日 星期三" })).toHaveAttribute(
      "aria-current",
      "date",
    );
    await expect(canvas.getByRole("combobox")).toHaveAttribute("placeholder", "请选择日期");
    await userEvent.click(screen.getByRole("button", { name: "今天" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-05-15");
    await closed();
    await userEvent.click(canvas.getByRole("combobox"));
    await calendar();
  },
};

/** Weekends and past days cannot be chosen, by click, keyboard or typing. */
export const DisabledDates: Story = {
  args: {
    defaultOpen: true,
    disabledDate: (date: Date) => isWeekend(date) || isBefore(date, startOfDay(NOW)),
  },
  play: async ({ args, canvas, userEvent }) => {
    await calendar();
    const saturday = screen.getByRole("button", { name: "2024年5月18日 星期六" });
    await expect(saturday).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(saturday);
    await expect(args.onChange).not.toHaveBeenCalled();
    const box = canvas.getByRole("combobox");
    await userEvent.click(box);
    await userEvent.keyboard("2024-05-14");
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect(box).toHaveValue("");
    await userEvent.click(box);
    await calendar();
  },
};

export const Disabled: Story = {
  args: { defaultValue: "2024-05-15", disabled: true },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole("combobox");
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(screen.queryByRole("dialog")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "清除" })).toBeNull();
  },
};

export const ErrorStatus: Story = {
  args: { status: "error" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toHaveAttribute("aria-invalid", "true");
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <DatePicker {...args} size="small" aria-label="小号" defaultValue="2024-05-15" />
      <DatePicker {...args} size="middle" aria-label="中号" defaultValue="2024-05-15" />
      <DatePicker {...args} size="large" aria-label="大号" defaultValue="2024-05-15" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ["小号", "中号", "大号"].map(
      (name) =>
        (canvas.getByRole("combobox", { name }).parentElement as HTMLElement).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([24, 32, 40]);
  },
};

/** A long Chinese placeholder stays on one line in a wider box. */
export const LongChineseText: Story = {
  args: { placeholder: "请选择患者首次到店就诊的预约日期", className: "w-[320px]" },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("combobox");
    await expect((box.parentElement as HTMLElement).getBoundingClientRect().height).toBe(32);
  },
};

/** en-US: English names, weeks start on Sunday. */
export const EnglishWeekStartsSunday: Story = {
  args: { defaultValue: "2024-05-15", defaultOpen: true, "aria-label": "Visit date" },
  render: (args) => (
    <LocaleProvider catalog={enUS}>
      <DatePicker {...args} />
    </LocaleProvider>
  ),
  play: async () => {
    const grid = await screen.findByRole("grid", { name: "May 2024" });
    const headers = Array.from(grid.querySelectorAll("th")).map((th) => th.textContent);
    await expect(headers).toEqual(["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]);
    await expect(screen.getByRole("button", { name: "Today" })).toBeVisible();
  },
};

/** zh-CN: weeks start on Monday. */
export const ChineseWeekStartsMonday: Story = {
  args: { defaultValue: "2024-05-15", defaultOpen: true },
  play: async () => {
    const grid = await screen.findByRole("grid", { name: "2024年5月" });
    const headers = Array.from(grid.querySelectorAll("th")).map((th) => th.textContent);
    await expect(headers).toEqual(["一", "二", "三", "四", "五", "六", "日"]);
  },
};

/**
 * In a modal form: the calendar opens above the dialog and takes pointer and keyboard; Escape closes
 * the calendar first and only then the dialog.
 */
export const InsideModal: Story = {
  args: { defaultValue: "2024-05-15" },
  decorators: [
    (Story) => (
      <div className="min-h-[560px]">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Modal defaultOpen title="新建预约" footer={null}>
      <div className="flex items-center gap-2">
        <label htmlFor="visit-date">预约日期</label>
        <DatePicker {...args} id="visit-date" aria-label={undefined} />
      </div>
    </Modal>
  ),
  play: async ({ args, userEvent }) => {
    await screen.findByRole("dialog", { name: "新建预约" });
    const box = screen.getByRole("combobox", { name: "预约日期" });
    await userEvent.click(box);
    await calendar();
    await userEvent.click(screen.getByRole("button", { name: "2024年5月21日 星期二" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-05-21");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "选择日期" })).toBeNull());
    await expect(screen.getByRole("dialog", { name: "新建预约" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await calendar();
    await waitFor(() => expect(screen.getByRole("button", { name: "2024年5月21日 星期二" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "选择日期" })).toBeNull());
    await expect(screen.getByRole("dialog", { name: "新建预约" })).toBeVisible();
    await expect(box).toHaveFocus();
    await userEvent.click(box);
    await calendar();
  },
};
