import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { enUS, LocaleProvider } from "../locale";
import { Alert } from "./Alert";

const meta = {
  title: "Feedback/Alert",
  component: Alert,
  tags: ["autodocs"],
  args: { message: "用户名或密码错误", type: "error" },
  argTypes: {
    type: { control: "inline-radio", options: ["success", "info", "warning", "error"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-[480px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icons arrive in their own chunk; a play waits for them so the picture shows them. */
const iconsDrawn = (root: HTMLElement, count: number) =>
  waitFor(() => expect(root.querySelectorAll("[data-slot=alert] svg")).toHaveLength(count));

/** An error interrupts: `role="alert"`, as the sign-in form shows the server's answer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("用户名或密码错误");
  },
};

/** The four types in the status tokens; warnings and errors are `alert`, success and info `status`. */
export const Types: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Alert type="success" message="保存成功" />
      <Alert type="info" message="数据每日凌晨同步" />
      <Alert type="warning" message="套餐即将到期" />
      <Alert type="error" message="验证码错误" />
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole("status").map((box) => box.textContent);
    const alerts = canvas.getAllByRole("alert").map((box) => box.textContent);
    await expect(statuses).toEqual(["保存成功", "数据每日凌晨同步"]);
    await expect(alerts).toEqual(["套餐即将到期", "验证码错误"]);
  },
};

/** With the type's icon (loaded when first shown) and a description under the message. */
export const WithIconAndDescription: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Alert type="success" showIcon message="提交成功" description="订单已提交，等待患者支付。" />
      <Alert type="info" showIcon message="提示" description="导入文件请使用模板。" />
      <Alert type="warning" showIcon message="注意" description="该患者有过敏史。" />
      <Alert type="error" showIcon message="导入失败" description="第 3 行手机号格式不正确。" />
      <Alert type="info" showIcon message="只有图标的短提示" />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText("第 3 行手机号格式不正确。")).toBeVisible();
    await iconsDrawn(canvasElement, 5);
  },
};

/** A 关闭 button (catalog text), reached with Tab like any button. */
export const Closable: Story = {
  args: { type: "warning", message: "系统将于今晚 22:00 维护", closable: true, showIcon: true },
  play: async ({ canvasElement, canvas }) => {
    await iconsDrawn(canvasElement, 2);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "关闭" })).toHaveFocus();
  },
};

/** 关闭 hides the alert and calls `onClose` (nothing left to photograph). */
export const CloseHides: Story = {
  tags: ["no-visual"],
  args: { type: "warning", message: "系统将于今晚 22:00 维护", closable: true, onClose: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "关闭" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** `event.preventDefault()` in `onClose` keeps it shown (e.g. to confirm first). */
export const ClosePrevented: Story = {
  args: {
    type: "info",
    message: "新版本已发布",
    closable: true,
    onClose: (event) => event.preventDefault(),
  },
  play: async ({ canvasElement, canvas }) => {
    await iconsDrawn(canvasElement, 1);
    await userEvent.click(canvas.getByRole("button", { name: "关闭" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("新版本已发布");
  },
};

/** The close button's name comes from the locale catalog. */
export const English: Story = {
  args: { type: "success", message: "Saved", closable: true, showIcon: true },
  render: (args) => (
    <LocaleProvider catalog={enUS}>
      <Alert {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvasElement, canvas }) => {
    await iconsDrawn(canvasElement, 2);
    await expect(canvas.getByRole("button", { name: "Close" })).toBeVisible();
  },
};
