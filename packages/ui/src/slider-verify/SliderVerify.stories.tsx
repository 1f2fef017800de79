import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { Button } from "../button";
import { SliderVerify, type SliderVerifyApi, type SliderVerifyProps } from "./SliderVerify";

/** Drags the handle by `distance` px the way a mouse or finger does (pointer events). */
function dragHandle(handle: HTMLElement, distance: number, pointerType = "mouse") {
  const box = handle.getBoundingClientRect();
  const startX = box.left + box.width / 2;
  const clientY = box.top + box.height / 2;
  const fire = (type: string, clientX: number) =>
    handle.dispatchEvent(
      new PointerEvent(type, {
        pointerId: 7,
        pointerType,
        clientX,
        clientY,
        button: 0,
        bubbles: true,
        isPrimary: true,
      }),
    );
  fire("pointerdown", startX);
  for (let step = 1; step <= 5; step++) fire("pointermove", startX + (distance * step) / 5);
  fire("pointerup", startX + distance);
}

/** Lets the snap-back transition finish, so screenshots are still. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

const meta = {
  title: "Components/SliderVerify",
  component: SliderVerify,
  tags: ["autodocs"],
  args: { onSuccess: fn(), onFail: fn(), className: "w-80" },
} satisfies Meta<typeof SliderVerify>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: 拖动滑块验证. The arrow keys move the handle; leaving it short snaps it back. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const handle = canvas.getByRole("slider", { name: "滑块验证" });
    await expect(canvas.getByText("拖动滑块验证")).toBeVisible();
    await userEvent.tab();
    await expect(handle).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(handle).toHaveAttribute("aria-valuenow", "20");
    await userEvent.tab();
    await expect(handle).toHaveAttribute("aria-valuenow", "0");
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await settle();
  },
};

/** Dragged to full width: 验证通过 and `onSuccess`. */
export const Success: Story = {
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole("slider");
    dragHandle(handle, 400);
    await waitFor(() => expect(canvas.getByText("验证通过")).toBeVisible());
    await expect(handle).toHaveAttribute("aria-valuenow", "100");
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await settle();
  },
};

/** Let go half way: the handle snaps back and `onFail` is called. */
export const SnapBack: Story = {
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole("slider");
    const start = handle.getBoundingClientRect().left;
    dragHandle(handle, 120, "touch");
    await expect(args.onFail).toHaveBeenCalledTimes(1);
    await expect(handle).toHaveAttribute("aria-valuenow", "0");
    await settle();
    await expect(handle.getBoundingClientRect().left).toBe(start);
    await expect(canvas.getByText("拖动滑块验证")).toBeVisible();
  },
};

/** End (or enough arrow presses) reaches the end and passes. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const handle = canvas.getByRole("slider");
    handle.focus();
    await userEvent.keyboard("{PageUp}{ArrowRight}");
    await expect(handle).toHaveAttribute("aria-valuenow", "35");
    await userEvent.keyboard("{End}");
    await expect(handle).toHaveAttribute("aria-valuetext", "验证通过");
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await settle();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const handle = canvas.getByRole("slider");
    await expect(handle).toHaveAttribute("aria-disabled", "true");
    dragHandle(handle, 400);
    handle.focus();
    await userEvent.keyboard("{End}");
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await expect(canvas.getByText("拖动滑块验证")).toBeVisible();
  },
};

function WithReset(args: SliderVerifyProps) {
  const api = useRef<SliderVerifyApi>(null);
  return (
    <div className="flex flex-col items-start gap-3">
      <SliderVerify {...args} apiRef={api} />
      <Button onClick={() => api.current?.reset()}>重置</Button>
    </div>
  );
}

/** `apiRef.current.reset()` puts a passed slider back, e.g. after a failed sign-in. */
export const Reset: Story = {
  render: (args) => <WithReset {...args} />,
  play: async ({ canvas, userEvent }) => {
    const handle = canvas.getByRole("slider");
    handle.focus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByText("验证通过")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "重置" }));
    await expect(canvas.getByText("拖动滑块验证")).toBeVisible();
    await expect(handle).toHaveAttribute("aria-valuenow", "0");
    await settle();
  },
};

/** A narrow track still fits the text beside the handle. */
export const Narrow: Story = {
  args: { className: "w-56" },
  play: async ({ canvas }) => {
    const text = canvas.getByText("拖动滑块验证");
    const handle = canvas.getByRole("slider");
    await expect(text.getBoundingClientRect().height).toBeLessThanOrEqual(
      handle.getBoundingClientRect().height,
    );
  },
};
