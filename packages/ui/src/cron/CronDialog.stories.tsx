import { describeCron } from "@kanya/core/cron";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { CronDialog, type CronDialogProps } from "./CronDialog";

/** Stories count fire times from a fixed instant in a fixed zone, so the preview (and screenshot) holds still. */
const fixed = { now: () => new Date("2026-01-01T00:00:00Z"), timeZone: "Asia/Shanghai" };

function Demo(props: Omit<CronDialogProps, "open" | "onOpenChange">) {
  const [open, setOpen] = useState(true);
  return <CronDialog {...props} open={open} onOpenChange={setOpen} />;
}

const meta = {
  title: "Components/Cron/CronDialog",
  component: CronDialog,
  tags: ["autodocs"],
  args: { ...fixed, open: true, onOpenChange: fn(), onOk: fn() },
  render: ({ open: _open, onOpenChange: _change, ...args }) => <Demo {...args} />,
  decorators: [
    (Story) => (
      <div className="min-h-[760px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CronDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "Cron表达式" });
const expression = () => screen.getByTestId("cron-expression");

/** No value: the defaults (`* * * * * ? *`), the dialog 608 wide (spec §9), seven unit tabs, a live preview. */
export const Defaults: Story = {
  play: async () => {
    const box = await dialog();
    await expect(box).toHaveStyle({ width: "608px" });
    const tabs = within(box).getAllByRole("tab");
    await expect(tabs.map((tab) => tab.textContent)).toEqual(["秒", "分", "时", "日", "月", "周", "年"]);
    await expect(expression()).toHaveTextContent("* * * * * ? *");
    await expect(screen.getByTestId("cron-description")).toHaveTextContent(describeCron("* * * * * ? *"));
    const runs = within(
      screen.getByRole("list", { name: /最近 10 次运行时间（Asia\/Shanghai）/ }),
    ).getAllByRole("listitem");
    await expect(runs.map((run) => run.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-01-01 08:00:${String(i + 1).padStart(2, "0")}`),
    );
  },
};

/**
 * Opening parses the expression into per-unit choices (spec §4): day "every 5 from 1", years 2019–2119.
 * The next 10 fire times are in the user's zone: noon in Shanghai on days 1, 6, 11 … of each month.
 */
export const ParsesExisting: Story = {
  // It ends by confirming, which closes the dialog: nothing left to screenshot.
  tags: ["no-visual"],
  args: { value: "0 0 12 1/5 * ? 2019-2119" },
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole("tab", { name: "日" }));
    await expect(within(box).getByRole("radio", { name: /每隔 .*天执行/ })).toBeChecked();
    await expect(within(box).getByRole("spinbutton", { name: "日 间隔" })).toHaveValue("5");
    await expect(within(box).getByRole("spinbutton", { name: "日 开始值" })).toHaveValue("1");
    await userEvent.click(within(box).getByRole("tab", { name: "年" }));
    await expect(within(box).getByRole("spinbutton", { name: "年 周期开始" })).toHaveValue("2019");
    await expect(within(box).getByRole("spinbutton", { name: "年 周期结束" })).toHaveValue("2119");
    const runs = within(screen.getByRole("list", { name: /最近 10 次运行时间/ })).getAllByRole("listitem");
    await expect(runs[0]).toHaveTextContent("2026-01-01 12:00:00");
    await expect(runs[1]).toHaveTextContent("2026-01-06 12:00:00");
    await expect(runs[7]).toHaveTextContent("2026-02-01 12:00:00");
    await userEvent.click(within(box).getByRole("button", { name: "确定" }));
    await expect(args.onOk).toHaveBeenCalledWith("0 0 12 1/5 * ? 2019-2119");
  },
};

/** Choosing "every n from m" starts at the spec's default step 5 from 3 (§9); changing an input picks its choice. */
export const Increment: Story = {
  // It ends by confirming, which closes the dialog: nothing left to screenshot.
  tags: ["no-visual"],
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole("radio", { name: /每隔 .*秒执行/ }));
    await expect(expression()).toHaveTextContent("3/5 * * * * ? *");
    await userEvent.click(within(box).getByRole("tab", { name: "分" }));
    const start = within(box).getByRole("spinbutton", { name: "分 开始值" });
    await userEvent.clear(start);
    await userEvent.type(start, "10");
    await expect(within(box).getByRole("radio", { name: /每隔 .*分钟执行/ })).toBeChecked();
    await expect(expression()).toHaveTextContent("3/5 10/5 * * * ? *");
    await userEvent.click(within(box).getByRole("button", { name: "确定" }));
    await expect(args.onOk).toHaveBeenCalledWith("3/5 10/5 * * * ? *");
  },
};

/** Spec §5 bounds: the hour step takes 0–23 but Quartz refuses 0, so OK is off and the error names the input. */
export const InvalidChoice: Story = {
  // It ends by confirming, which closes the dialog: nothing left to screenshot.
  tags: ["no-visual"],
  args: { value: "0 0 0/2 * * ?" },
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole("tab", { name: "时" }));
    const step = within(box).getByRole("spinbutton", { name: "时 间隔" });
    await expect(step).toHaveAttribute("aria-valuemax", "23");
    await userEvent.clear(step);
    await userEvent.type(step, "0");
    await expect(await screen.findByRole("alert")).toHaveTextContent("时：");
    await expect(step).toHaveAttribute("aria-invalid", "true");
    const ok = within(box).getByRole("button", { name: "确定" });
    await expect(ok).toBeDisabled();
    await userEvent.clear(step);
    await userEvent.type(step, "4");
    await waitFor(() => expect(ok).toBeEnabled());
    await userEvent.click(ok);
    await expect(args.onOk).toHaveBeenCalledWith("0 0 0/4 * * ? *");
  },
};

/** Week choices: the 3rd Friday makes the day "not specified" (Quartz's ? rule); an empty specific list is refused. */
export const WeekChoices: Story = {
  play: async ({ userEvent }) => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole("tab", { name: "周" }));
    await userEvent.click(within(box).getByRole("radio", { name: /在这个月的第/ }));
    await expect(expression()).toHaveTextContent("* * * ? * 1#1 *");
    await userEvent.click(within(box).getByRole("radio", { name: /具体星期几/ }));
    await expect(await screen.findByRole("alert")).toHaveTextContent("请至少选择一个具体值");
    await userEvent.click(within(box).getByRole("tab", { name: "日" }));
    await userEvent.click(within(box).getByRole("radio", { name: "在这个月的最后一个工作日" }));
    await expect(expression()).toHaveTextContent("* * * LW * ? *");
  },
};

/** The year list offers 100 years from 2019 (spec §9). */
export const YearOptions: Story = {
  // Not a visual baseline: the open year list lands at a timing-dependent spot; its play test checks the options.
  tags: ["no-visual"],
  play: async ({ userEvent }) => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole("tab", { name: "年" }));
    await userEvent.click(within(box).getByRole("combobox", { name: "年 具体值" }));
    const options = await screen.findAllByRole("option");
    await expect(options).toHaveLength(100);
    await expect(options[0]).toHaveTextContent("2019");
    await expect(options[99]).toHaveTextContent("2118");
    await userEvent.click(options[1] as HTMLElement);
    await expect(expression()).toHaveTextContent("* * * * * ? 2020");
  },
};

/** An unreadable expression opens the defaults and says why. */
export const UnreadableValue: Story = {
  args: { value: "0 0 25 * * ?" },
  play: async () => {
    await dialog();
    await expect(screen.getByText(/^原表达式无法解析/)).toHaveTextContent(
      "原表达式无法解析，已载入默认值。时：值 25 超出范围 0–23",
    );
    await expect(expression()).toHaveTextContent("* * * * * ? *");
  },
};
