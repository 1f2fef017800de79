import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { Button } from "../button";
import { ClickGuardProvider } from "./ClickGuardProvider";
import { useClickGuard } from "./use-click-guard";

interface DemoProps {
  /** Called with the warning; the console passes `message.warning` (here: also shown in a status line). */
  onWarn: (message: string) => void;
  onSend: () => void;
}

function SendCode({ onSend }: Pick<DemoProps, "onSend">) {
  const { guard } = useClickGuard();
  const [sent, setSent] = useState(0);
  return (
    <div className="flex items-center gap-3 font-sans text-control text-fg">
      <Button
        variant="primary"
        onClick={guard(() => {
          setSent((count) => count + 1);
          onSend();
        }, "send-code")}
      >
        发送验证码
      </Button>
      <span>已发送 {sent} 次</span>
    </div>
  );
}

/** One `<ClickGuardProvider>` tells every guarded action where to warn. */
function Demo({ onWarn, onSend }: DemoProps) {
  const [warning, setWarning] = useState("");
  return (
    <ClickGuardProvider
      onWarn={(message) => {
        setWarning(message);
        onWarn(message);
      }}
    >
      <div className="flex flex-col gap-3">
        <SendCode onSend={onSend} />
        <p role="status" className="m-0 min-h-6 font-sans text-control text-danger-text">
          {warning}
        </p>
      </div>
    </ClickGuardProvider>
  );
}

const meta = {
  title: "Utilities/ClickGuard",
  component: Demo,
  args: { onWarn: fn(), onSend: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same action again within 300 ms is refused with 你点击的太快了，请慢点点击!. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const send = canvas.getByRole("button", { name: "发送验证码" });
    await userEvent.dblClick(send);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onWarn).toHaveBeenCalledWith("你点击的太快了，请慢点点击!");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("你点击的太快了，请慢点点击!"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    await expect(canvas.getByText("已发送 2 次")).toBeVisible();
  },
};

/** Slower clicks all go through. */
export const SlowClicks: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const send = canvas.getByRole("button", { name: "发送验证码" });
    send.focus();
    await userEvent.keyboard("{Enter}");
    await new Promise((resolve) => setTimeout(resolve, 320));
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    await expect(args.onWarn).not.toHaveBeenCalled();
  },
};
