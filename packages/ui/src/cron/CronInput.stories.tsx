import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { CronInput } from "./CronInput";

const meta = {
  title: "Components/Cron/CronInput",
  component: CronInput,
  tags: ["autodocs"],
  args: {
    onChange: fn(),
    "aria-label": "Cron表达式",
    now: () => new Date("2026-01-01T00:00:00Z"),
    timeZone: "Asia/Shanghai",
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CronInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button opens the dialog on the current value; OK writes the 7-field expression back (the year included). */
export const Default: Story = {
  args: { defaultValue: "0 15 10 ? * 6#3" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "设置Cron表达式" }));
    const box = await screen.findByRole("dialog", { name: "Cron表达式" });
    await userEvent.click(within(box).getByRole("tab", { name: "周" }));
    await expect(within(box).getByRole("radio", { name: /在这个月的第/ })).toBeChecked();
    await userEvent.click(within(box).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith("0 15 10 ? * 6#3 *");
    await expect(canvas.getByRole("textbox", { name: "Cron表达式" })).toHaveValue("0 15 10 ? * 6#3 *");
  },
};

/** A hand-typed mistake is named by field and characters (beyond JEasyCron); a valid text has no message. */
export const TypedError: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Cron表达式" });
    await userEvent.type(input, "0 0 2 * * ?");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.type(input, "{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}5");
    await expect(input).toHaveValue("0 0 25 * * ?");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "第 3 个字段“25”（第 5–6 个字符）有误：时：值 25 超出范围 0–23",
    );
  },
};

/** The clear button empties the field and emits "". */
export const Clear: Story = {
  args: { defaultValue: "0 0 12 * * ?" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("");
    await expect(canvas.getByRole("textbox", { name: "Cron表达式" })).toHaveValue("");
  },
};

export const Disabled: Story = {
  args: { defaultValue: "0 0 12 * * ?", disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Cron表达式" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "设置Cron表达式" })).toBeDisabled();
  },
};
