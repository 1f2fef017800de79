import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { DateTimePicker } from "./DateTimePicker";

/** Stories pin "now" so the calendar, 此刻 and the screenshots never change. */
const NOW = new Date(2024, 4, 15, 9, 30, 0);

const meta = {
  title: "Components/DateTimePicker",
  component: DateTimePicker,
  tags: ["autodocs"],
  args: { now: NOW, onChange: fn(), "aria-label": "预约时间" },
  argTypes: { now: { control: "date" } },
  decorators: [
    (Story) => (
      <div className="min-h-[420px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const closed = () => waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

/**
 * Open from the start. A day and a time are drafts until 确定; Escape drops the draft. In the time
 * columns ArrowDown/ArrowUp choose and ArrowRight moves to the next column.
 */
export const Default: Story = {
  args: { defaultValue: "2024-05-15 09:30:00", defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    await screen.findByRole("dialog", { name: "选择日期" });
    await userEvent.click(screen.getByRole("button", { name: "2024年5月20日 星期一" }));
    const hours = screen.getByRole("listbox", { name: "时" });
    hours.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(screen.getByRole("option", { name: "11", selected: true })).toBeVisible();
    await userEvent.keyboard("{ArrowRight}{End}");
    await expect(screen.getByRole("listbox", { name: "分" })).toHaveFocus();
    await expect(screen.getByRole("option", { name: "59", selected: true })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await closed();
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-05-20 11:59:00");
    const box = canvas.getByRole("combobox", { name: "预约时间" });
    await expect(box).toHaveValue("2024-05-20 11:59:00");

    // A draft dropped with Escape.
    box.focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("button", { name: "2024年5月20日 星期一" })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}{Enter}{Escape}");
    await closed();
    await expect(box).toHaveValue("2024-05-20 11:59:00");
    await expect(box).toHaveFocus();

    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("dialog", { name: "选择日期" });
  },
};

/** 此刻 commits the current moment (pinned here) and closes. */
export const Now: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    await screen.findByRole("dialog", { name: "选择日期" });
    await expect(screen.getByRole("button", { name: "确定" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "此刻" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-05-15 09:30:00");
    await closed();
    await userEvent.click(canvas.getByRole("combobox"));
    await screen.findByRole("dialog", { name: "选择日期" });
  },
};

/** A date alone becomes midnight; invalid text reverts on blur. */
export const Typing: Story = {
  args: { defaultValue: "2024-05-15 09:30:00" },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("combobox", { name: "预约时间" });
    await userEvent.tripleClick(box);
    await userEvent.keyboard("2024-5-21");
    await userEvent.tab();
    await expect(box).toHaveValue("2024-05-21 00:00:00");
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-05-21 00:00:00");
    await userEvent.tripleClick(box);
    await userEvent.keyboard("2024-05-21 25:00");
    await userEvent.tab();
    await expect(box).toHaveValue("2024-05-21 00:00:00");
    await userEvent.tripleClick(box);
    await userEvent.keyboard("2024-05-22 08:15:30");
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-05-22 08:15:30");
  },
};

export const Disabled: Story = {
  args: { defaultValue: "2024-05-15 09:30:00", disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toBeDisabled();
  },
};

export const LongChineseText: Story = {
  args: { placeholder: "请选择患者复诊的具体日期和时间", className: "w-[320px]" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toHaveAttribute(
      "placeholder",
      "请选择患者复诊的具体日期和时间",
    );
  },
};
