import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { TimePicker } from "./TimePicker";

/** Stories pin "now" so 此刻 and the screenshots never change. */
const NOW = new Date(2024, 4, 15, 9, 30, 0);

const meta = {
  title: "Components/TimePicker",
  component: TimePicker,
  tags: ["autodocs"],
  args: { now: NOW, onChange: fn(), "aria-label": "到店时间" },
  argTypes: {
    size: { control: "inline-radio", options: ["small", "middle", "large"] },
    status: { control: "inline-radio", options: [undefined, "error", "warning"] },
    now: { control: "date" },
  },
  decorators: [
    (Story) => (
      <div className="min-h-[340px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const closed = () => waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

/**
 * Open from the start. Escape closes; ArrowDown in the box opens the panel with the hour column
 * focused; arrows choose, ArrowRight moves on; 确定 commits.
 */
export const Default: Story = {
  args: { defaultValue: "09:30:00", defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    await screen.findByRole("dialog", { name: "选择时间" });
    await expect(screen.getByRole("listbox", { name: "时" })).toHaveAttribute("aria-activedescendant");
    await userEvent.keyboard("{Escape}");
    await closed();

    const box = canvas.getByRole("combobox", { name: "到店时间" });
    box.focus();
    await userEvent.keyboard("{ArrowDown}");
    const hours = await screen.findByRole("listbox", { name: "时" });
    await waitFor(() => expect(hours).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}{ArrowRight}{PageDown}{ArrowRight}{ArrowDown}");
    await expect(screen.getByRole("listbox", { name: "秒" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await closed();
    await expect(args.onChange).toHaveBeenLastCalledWith("08:35:01");
    await expect(box).toHaveValue("08:35:01");
    await expect(box).toHaveFocus();

    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("dialog", { name: "选择时间" });
  },
};

/** Lenient typing becomes `HH:mm:ss` on blur; invalid text reverts; a complete time commits at once. */
export const Typing: Story = {
  args: { defaultValue: "09:30:00" },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("combobox", { name: "到店时间" });
    await userEvent.tripleClick(box);
    await userEvent.keyboard("9:5");
    await userEvent.tab();
    await expect(box).toHaveValue("09:05:00");
    await userEvent.tripleClick(box);
    await userEvent.keyboard("25:00");
    await userEvent.tab();
    await expect(box).toHaveValue("09:05:00");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.tripleClick(box);
    await userEvent.keyboard("14:00:00");
    await expect(args.onChange).toHaveBeenLastCalledWith("14:00:00");
  },
};

/** 此刻 commits the current time (pinned here); 确定 waits for a choice. */
export const Empty: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    await screen.findByRole("dialog", { name: "选择时间" });
    await expect(screen.getByRole("button", { name: "确定" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "此刻" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("09:30:00");
    await closed();
    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(canvas.getByRole("combobox"));
    await screen.findByRole("dialog", { name: "选择时间" });
  },
};

/** Steps: minutes by 15, seconds by 30. */
export const Steps: Story = {
  args: { defaultValue: "09:30:00", defaultOpen: true, minuteStep: 15, secondStep: 30 },
  play: async () => {
    const minutes = await screen.findByRole("listbox", { name: "分" });
    await expect(Array.from(minutes.querySelectorAll("[role=option]")).map((o) => o.textContent)).toEqual([
      "00",
      "15",
      "30",
      "45",
    ]);
  },
};

export const Disabled: Story = {
  args: { defaultValue: "09:30:00", disabled: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox"));
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};

export const ErrorStatus: Story = {
  args: { status: "error" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toHaveAttribute("aria-invalid", "true");
  },
};

export const LongChineseText: Story = {
  args: { placeholder: "请选择预计到店的具体时间", className: "w-[260px]" },
  play: async ({ canvas }) => {
    await expect(
      (canvas.getByRole("combobox").parentElement as HTMLElement).getBoundingClientRect().height,
    ).toBe(32);
  },
};
